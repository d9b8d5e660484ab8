// The `lightbox` URL action's hash for one image or video (`#elementor-action:action=lightbox&settings=…`,
// the settings base64 JSON as Elementor writes them). The server puts it on lightbox links
// (`e-action-hash`), so a page opened with it shows that slide; the lightbox's share menu builds the
// same string in the browser.
export function lightboxActionHash(type: 'image' | 'video', url: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify({ type, url }))) binary += String.fromCharCode(byte);
  return `#elementor-action:action=lightbox&settings=${encodeURIComponent(btoa(binary))}`;
}
