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

/** A Mishna order's words: each in the tractate whose first chapters have it (its section and subcategory, as a fill files them). */
const byTractate = (words: ReturnType<typeof w>[]): SampleWord[] =>
  ranked(words).map((x) => ({ ...x, subcategory: x.section }));

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
  // Words of each order's first mishnayot (Berakhot 1:1, Peah 1:1, Shabbat 1:1, Yevamot 1:1, Bava Kamma 1:1, Avot 1:1,
  // Zevachim 1:1, Kelim 1:1…), pointed as the Mishnah points them.
  "mishna/zeraim": byTractate([
    w("כֹּהֲנִים", "kohanim", "noun", "priests", "sacerdotes", "sacerdotes", "prêtres", "sacerdoti", "Berakhot"),
    w("תְּרוּמָה", "terumah", "noun", "heave offering (the priests' share of the produce)", "ofrenda elevada (la parte de los sacerdotes)", "oferta alçada (a parte dos sacerdotes)", "prélèvement (la part des prêtres)", "offerta prelevata (la parte dei sacerdoti)", "Berakhot"),
    w("אַשְׁמוּרָה", "ashmurah", "noun", "watch (of the night)", "vigilia (de la noche)", "vigília (da noite)", "veille (de la nuit)", "veglia (della notte)", "Berakhot"),
    w("חֲצוֹת", "chatzot", "noun", "midnight", "medianoche", "meia-noite", "minuit", "mezzanotte", "Berakhot"),
    w("חֲכָמִים", "chakhamim", "noun", "the sages", "los sabios", "os sábios", "les sages", "i saggi", "Berakhot"),
    w("פֵּאָה", "pe'ah", "noun", "corner of the field (left for the poor)", "rincón del campo (para los pobres)", "canto do campo (para os pobres)", "coin du champ (laissé aux pauvres)", "angolo del campo (lasciato ai poveri)", "Peah"),
    w("שִׁעוּר", "shi'ur", "noun", "fixed measure", "medida fija", "medida fixa", "mesure fixe", "misura fissa", "Peah"),
    w("גְּמִילוּת חֲסָדִים", "gemilut chasadim", "noun", "acts of loving-kindness", "obras de bondad", "atos de bondade", "actes de bonté", "opere di bontà", "Peah"),
  ]),
  "mishna/moed": byTractate([
    w("יְצִיאוֹת", "yetzi'ot", "noun", "carryings out (from one domain to another)", "sacar (de un dominio a otro)", "levar para fora (de um domínio a outro)", "sorties (d’un domaine à l’autre)", "trasporti fuori (da un dominio all’altro)", "Shabbat"),
    w("שַׁבָּת", "shabbat", "noun", "Sabbath", "sábado", "sábado", "sabbat", "sabato", "Shabbat"),
    w("עָנִי", "ani", "noun", "poor man", "pobre", "pobre", "pauvre", "povero", "Shabbat"),
    w("בַּעַל הַבַּיִת", "ba'al habayit", "noun", "householder", "dueño de casa", "dono da casa", "maître de maison", "padrone di casa", "Shabbat"),
    w("חָמֵץ", "chametz", "noun", "leavened food", "alimento leudado", "alimento fermentado", "aliment levé", "cibo lievitato", "Pesachim"),
    w("כֹּהֵן גָּדוֹל", "kohen gadol", "noun", "high priest", "sumo sacerdote", "sumo sacerdote", "grand prêtre", "sommo sacerdote", "Yoma"),
    w("סֻכָּה", "sukkah", "noun", "booth (sukkah)", "cabaña (sucá)", "cabana (sucá)", "cabane (soukka)", "capanna (sukkà)", "Sukkah"),
    w("רָאשֵׁי שָׁנִים", "roshei shanim", "noun", "new years (beginnings of years)", "comienzos de año", "inícios de ano", "débuts d’année", "inizi d’anno", "Rosh Hashanah"),
  ]),
  "mishna/nashim": byTractate([
    w("צָרָה", "tzarah", "noun", "co-wife", "coesposa", "coesposa", "coépouse", "co-moglie", "Yevamot"),
    w("חֲלִיצָה", "chalitzah", "noun", "release from levirate marriage (chalitzah)", "liberación del levirato (jalitsá)", "liberação do levirato (chalitsá)", "déchaussement (halitsa)", "scioglimento dal levirato (chalitzà)", "Yevamot"),
    w("יִבּוּם", "yibbum", "noun", "levirate marriage", "matrimonio levirático", "casamento levirato", "lévirat", "levirato", "Yevamot"),
    w("בְּתוּלָה", "betulah", "noun", "virgin", "virgen", "virgem", "vierge", "vergine", "Ketubot"),
    w("כְּתֻבָּה", "ketubah", "noun", "marriage contract", "contrato matrimonial (ketubá)", "contrato de casamento (ketubá)", "contrat de mariage (ketouba)", "contratto matrimoniale (ketubbà)", "Ketubot"),
    w("נֶדֶר", "neder", "noun", "vow", "voto", "voto", "vœu", "voto", "Nedarim"),
    w("גֵּט", "get", "noun", "bill of divorce", "carta de divorcio (guet)", "carta de divórcio (guet)", "acte de divorce (guet)", "atto di divorzio (ghet)", "Gittin"),
    w("נִקְנֵית", "nikneit", "verb", "(she) is acquired (in betrothal)", "es adquirida (en los esponsales)", "é adquirida (no noivado)", "est acquise (par les fiançailles)", "è acquisita (nel fidanzamento)", "Kiddushin"),
  ]),
  "mishna/nezikin": byTractate([
    w("נְזִיקִין", "nezikin", "noun", "damages", "daños", "danos", "dommages", "danni", "Bava Kamma"),
    w("שׁוֹר", "shor", "noun", "ox", "buey", "boi", "bœuf", "bue", "Bava Kamma"),
    w("בּוֹר", "bor", "noun", "pit", "pozo", "poço", "fosse", "fossa", "Bava Kamma"),
    w("הֶבְעֵר", "hev'er", "noun", "fire (damage done by fire)", "fuego (daño por fuego)", "fogo (dano por fogo)", "feu (dommage par le feu)", "fuoco (danno da fuoco)", "Bava Kamma"),
    w("שְׁמִירָה", "shemirah", "noun", "guarding, safekeeping", "custodia", "guarda, custódia", "garde", "custodia", "Bava Kamma"),
    w("טַלִּית", "tallit", "noun", "cloak", "manto", "manto", "manteau", "mantello", "Bava Metzia"),
    w("קִבֵּל", "kibbel", "verb", "he received", "recibió", "recebeu", "il reçut", "ricevette", "Avot"),
    w("סְיָג", "seyag", "noun", "fence (a protective boundary)", "cerca (de protección)", "cerca (de proteção)", "haie (clôture protectrice)", "siepe (recinto di protezione)", "Avot"),
  ]),
  "mishna/kodashim": byTractate([
    w("זְבָחִים", "zevachim", "noun", "sacrifices", "sacrificios", "sacrifícios", "sacrifices", "sacrifici", "Zevachim"),
    w("כְּשֵׁרִים", "kesherim", "adjective", "valid, fit", "válidos", "válidos", "valides", "validi", "Zevachim"),
    w("בְּעָלִים", "be'alim", "noun", "owners", "dueños", "donos", "propriétaires", "proprietari", "Zevachim"),
    w("חוֹבָה", "chovah", "noun", "obligation", "obligación", "obrigação", "obligation", "obbligo", "Zevachim"),
    w("חַטָּאת", "chatat", "noun", "sin offering", "ofrenda por el pecado", "oferta pelo pecado", "sacrifice expiatoire", "sacrificio espiatorio", "Zevachim"),
    w("מְנָחוֹת", "menachot", "noun", "meal offerings", "ofrendas de harina", "ofertas de cereais", "offrandes de farine", "offerte di farina", "Menachot"),
    w("שְׁחִיטָה", "shechitah", "noun", "ritual slaughter", "sacrificio ritual (shejitá)", "abate ritual (shechitá)", "abattage rituel (chehita)", "macellazione rituale (shechità)", "Chullin"),
  ]),
  "mishna/tahorot": byTractate([
    w("טֻמְאָה", "tum'ah", "noun", "ritual impurity", "impureza ritual", "impureza ritual", "impureté rituelle", "impurità rituale", "Kelim"),
    w("שֶׁרֶץ", "sheretz", "noun", "creeping creature", "animal que se arrastra", "animal rastejante", "bestiole rampante", "animale strisciante", "Kelim"),
    w("מֵת", "met", "noun", "corpse, dead person", "muerto", "morto", "mort", "morto", "Kelim"),
    w("מְצֹרָע", "metzora", "noun", "person with tzara'at (a leper)", "leproso", "leproso", "lépreux", "lebbroso", "Kelim"),
    w("כֵּלִים", "kelim", "noun", "vessels, utensils", "utensilios", "utensílios", "ustensiles", "utensili", "Kelim"),
    w("פָּרָה", "parah", "noun", "heifer (the red heifer)", "vaca (la vaca roja)", "novilha (a novilha vermelha)", "vache (la vache rousse)", "giovenca (la giovenca rossa)", "Parah"),
    w("מִקְוֶה", "mikveh", "noun", "ritual bath", "baño ritual (mikve)", "banho ritual (micvê)", "bain rituel (mikvé)", "bagno rituale (mikvè)", "Mikvaot"),
    w("נִדָּה", "niddah", "noun", "menstruant woman", "mujer menstruante", "mulher menstruada", "femme menstruée", "donna mestruata", "Niddah"),
  ]),
};
