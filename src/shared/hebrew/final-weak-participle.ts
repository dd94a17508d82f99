/**
 * Jastrow heads an Aramaic final-weak verb by its perfect, CְCֵי (קְרֵי 'to call', בְּעֵי 'to ask', חֲזֵי
 * 'to see'), and the Talmud writes its active participle CָCֵי (קָרֵי 'he calls', בָּעֵי, חָזֵי): the form a
 * reader meets most. Pointed so, the text names the verb as surely as a plural pointed alike names a noun
 * (קָרֵי is not Jastrow's קָרֵי, plural of קָרָא 'pumpkin', first). Pure: the head-word's participle, or null.
 */
const PERFECT = /^([\u05D0-\u05EA])\u05BC?[\u05B0\u05B1\u05B2]\u05BC?([\u05D0-\u05EA])\u05BC?\u05B5\u05BC?\u05D9$/;

/** The active participle (CָCֵי) of a final-weak verb headed CְCֵי; null for any other head-word. */
export function finalWeakParticiple(head: string): string | null {
  const m = PERFECT.exec(head.normalize("NFD").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C4\u05C5]/g, "").normalize("NFC"));
  return m ? `${m[1]}\u05B8${m[2]}\u05B5\u05D9`.normalize("NFC") : null;
}
