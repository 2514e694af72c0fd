/** Hands a text to the browser as a file download (nothing leaves the machine). */
export function downloadText(filename: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click's task has ended: let it live a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
