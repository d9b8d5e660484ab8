// Base64 of a string's UTF-8 bytes, as the statistics endpoints decode `referred`, `page_uri` and
// `X-WPS-TS`: `btoa` alone accepts only Latin-1 and throws on a path like /café/ or /東京/.

export function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
