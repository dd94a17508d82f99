const UNITS = ["", "א", "ב", "ג", "ד", "ה", "ו", "ז", "ח", "ט"];
const TENS = ["", "י", "כ", "ל", "מ", "נ", "ס", "ע", "פ", "צ"];
const HUNDREDS = ["", "ק", "ר", "ש", "ת"];

/** A number (1–499) in Hebrew letters, as a daf is numbered: 2 ב, 15 טו and 16 טז (not the Name's letters), 157 קנז. */
export function hebrewNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 499) return String(n);
  const rest = n % 100;
  const ending = rest === 15 ? "טו" : rest === 16 ? "טז" : TENS[Math.floor(rest / 10)]! + UNITS[rest % 10]!;
  return HUNDREDS[Math.floor(n / 100)]! + ending;
}

/** A Talmud page's label as a Hebrew reader writes it: "2a" → "ב ע״א", "64b" → "סד ע״ב"; any other label as it is. */
export function hebrewDaf(label: string): string {
  const m = /^(\d{1,3})([ab])$/.exec(label.trim());
  return m ? `${hebrewNumeral(Number(m[1]))} ${m[2] === "a" ? "ע״א" : "ע״ב"}` : label;
}
