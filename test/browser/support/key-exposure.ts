import type { Page } from 'playwright-core';

/**
 * Everywhere in a page a secret could leak to and be seen, shared or stored, except the one place
 * it belongs (the password field's own value). Returns the names of the places it was found.
 */
export async function placesShowingKey(page: Page, key: string): Promise<string[]> {
  return page.evaluate((secret) => {
    const found: string[] = [];
    const passwordFields = Array.from(document.querySelectorAll('input[type="password"]'));
    if (document.documentElement.textContent?.includes(secret)) found.push('DOM text');
    // React mirrors an input's value into its value attribute: only the password field may carry it.
    const markup = document.documentElement.cloneNode(true) as HTMLElement;
    markup.querySelectorAll('input[type="password"]').forEach((field) => field.removeAttribute('value'));
    if (markup.outerHTML.includes(secret)) found.push('DOM markup (attributes)');
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
      if (passwordFields.includes(field)) continue;
      if (field.value.includes(secret)) found.push(`the value of ${field.outerHTML.slice(0, 80)}`);
    }
    if (document.title.includes(secret)) found.push('document title');
    if (location.href.includes(secret)) found.push('the URL');
    for (const [name, storage] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]] as const) {
      for (let index = 0; index < storage.length; index++) {
        const storageKey = storage.key(index)!;
        if (`${storageKey}=${storage.getItem(storageKey)}`.includes(secret)) found.push(`${name} "${storageKey}"`);
      }
    }
    return found;
  }, key);
}
