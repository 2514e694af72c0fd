/**
 * Text that came from outside (a provider's error body, a model's tool arguments) can be any size.
 * Wherever we echo such text, we keep its start and say how much was left out, so a person still
 * sees what it was about and a 50 MB answer costs a few kB.
 */
export function capText(text: string, maxCharacters: number): string {
  if (text.length <= maxCharacters) return text;
  const left = text.length - maxCharacters;
  return `${text.slice(0, maxCharacters)}… [${left.toLocaleString('en-US')} more characters left out]`;
}
