/**
 * Built-in sample words: real words, spelled with niqqud, with translations in the
 * five interface languages. freq_rank is the order within the collection; section is the chapter
 * (Genesis) or page (Berakhot) where the word occurs.
 */
export interface SampleWord {
  hebrew: string; english: string; spanish: string; portuguese: string; french: string; italian: string;
  translit: string; pos: string; freqRank: number; section?: string; subcategory?: string;
}

const w = (hebrew: string, translit: string, pos: string, en: string, es: string, pt: string, fr: string, it: string, section?: string) =>
  ({ hebrew, translit, pos, english: en, spanish: es, portuguese: pt, french: fr, italian: it, section });

const ranked = (words: ReturnType<typeof w>[]): SampleWord[] =>
  words.map((x, i) => ({ ...x, section: x.section, freqRank: i + 1 }));

export const SAMPLE_WORDS: Record<string, SampleWord[]> = {
  "modern/daily-1000": ranked([
    w("שָׁלוֹם", "shalom", "noun", "hello, peace", "hola, paz", "olá, paz", "bonjour, paix", "ciao, pace"),
    w("תּוֹדָה", "todah", "noun", "thank you", "gracias", "obrigado", "merci", "grazie"),
    w("כֵּן", "ken", "adverb", "yes", "sí", "sim", "oui", "sì"),
    w("לֹא", "lo", "adverb", "no, not", "no", "não", "non", "no"),
    w("בַּיִת", "bayit", "noun", "house, home", "casa", "casa", "maison", "casa"),
    w("מַיִם", "mayim", "noun", "water", "agua", "água", "eau", "acqua"),
    w("יוֹם", "yom", "noun", "day", "día", "dia", "jour", "giorno"),
    w("לֶחֶם", "lechem", "noun", "bread", "pan", "pão", "pain", "pane"),
    w("סֵפֶר", "sefer", "noun", "book", "libro", "livro", "livre", "libro"),
    w("בֵּית־סֵפֶר", "beit sefer", "noun", "school", "escuela", "escola", "école", "scuola"),
  ]),
  "modern/siddur-1000": ranked([
    w("בָּרוּךְ", "barukh", "adjective", "blessed", "bendito", "bendito", "béni", "benedetto"),
    w("אַתָּה", "atah", "pronoun", "you (masculine singular)", "tú", "tu", "tu", "tu"),
    w("מֶלֶךְ", "melekh", "noun", "king", "rey", "rei", "roi", "re"),
    w("עוֹלָם", "olam", "noun", "world, eternity", "mundo, eternidad", "mundo, eternidade", "monde, éternité", "mondo, eternità"),
    w("אֱלֹהֵינוּ", "eloheinu", "noun", "our God", "nuestro Dios", "nosso Deus", "notre Dieu", "nostro Dio"),
    w("קָדוֹשׁ", "kadosh", "adjective", "holy", "santo", "santo", "saint", "santo"),
    w("תְּפִלָּה", "tefilah", "noun", "prayer", "oración", "oração", "prière", "preghiera"),
    w("אָמֵן", "amen", "interjection", "amen", "amén", "amém", "amen", "amen"),
  ]),
  "biblical/genesis": ranked([
    w("בְּרֵאשִׁית", "bereshit", "noun", "in the beginning", "en el principio", "no princípio", "au commencement", "in principio", "1"),
    w("בָּרָא", "bara", "verb", "he created", "creó", "criou", "il créa", "creò", "1"),
    w("אֱלֹהִים", "elohim", "noun", "God", "Dios", "Deus", "Dieu", "Dio", "1"),
    w("שָׁמַיִם", "shamayim", "noun", "heaven, sky", "cielo", "céu", "ciel", "cielo", "1"),
    w("אֶרֶץ", "eretz", "noun", "earth, land", "tierra", "terra", "terre", "terra", "1"),
    w("גַּן", "gan", "noun", "garden", "jardín", "jardim", "jardin", "giardino", "2"),
    w("נָחָשׁ", "nachash", "noun", "serpent", "serpiente", "serpente", "serpent", "serpente", "3"),
    w("תֵּבָה", "tevah", "noun", "ark", "arca", "arca", "arche", "arca", "6"),
    w("קֶשֶׁת", "keshet", "noun", "bow, rainbow", "arco, arco iris", "arco, arco-íris", "arc, arc-en-ciel", "arco, arcobaleno", "9"),
    w("מִגְדָּל", "migdal", "noun", "tower", "torre", "torre", "tour", "torre", "11"),
  ]),
  "aramaic/berakhot": ranked([
    w("מֵאֵימָתַי", "me'eimatai", "adverb", "from when", "desde cuándo", "desde quando", "à partir de quand", "da quando", "2a"),
    w("קוֹרִין", "korin", "verb", "they recite", "recitan", "recitam", "on récite", "si recita", "2a"),
    w("מִשְׁמָרוֹת", "mishmarot", "noun", "watches (of the night)", "vigilias", "vigílias", "veilles", "veglie", "3a"),
    w("חַטָּאִים", "chata'im", "noun", "sins", "pecados", "pecados", "péchés", "peccati", "10a"),
    w("עַרְבִית", "arvit", "noun", "evening prayer", "oración de la noche", "oração da noite", "prière du soir", "preghiera della sera", "27b"),
  ]),
};
