/**
 * Collection display texts: names have the number 1000 removed; descriptions have
 * 1000 removed and 'Top most' becomes 'Top'. Spaces left behind are tidied.
 */
const THOUSAND = /(^|[^\d,.])1,?000(?![\d,.]*\d)/g;

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\s+([,.;:!?)])/g, "$1").replace(/\(\s+/g, "(").trim();
}

export function collectionDisplayName(name: string): string {
  const out = tidy(name.replace(THOUSAND, "$1"));
  // A name that was only "1000" keeps its original text rather than becoming empty.
  return out || name.trim();
}

export function collectionDisplayDescription(description: string | null | undefined): string {
  if (!description) return "";
  const withoutNumber = tidy(description.replace(THOUSAND, "$1"));
  return tidy(withoutNumber.replace(/\b([Tt])op most\b/g, "$1op"));
}
