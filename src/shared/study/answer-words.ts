import type { Language } from "../domain";

/**
 * The small words of each gloss language, as the Fill game's answer check (check-answer.ts) sorts
 * them, lower-case and with the apostrophe of an elided word ("l'", "dell'"):
 * - `articles`: ignored when an answer is set beside a sense ('house' is 'a house');
 * - `pronouns` and `light` (the short prepositions, 'and', 'or', the infinitive's 'to'): what an
 *   answer may leave out of a sense that has a word of meaning ('say' for 'to say', 'thank' for
 *   'thank you'), but never all an answer is ('to' is not 'to us', 'them' is not 'to them');
 * - `minor`: the other prepositions, particles and conjunctions. In an answer they are words of
 *   meaning ('before', 'up': 'go' is not 'go up'); in a gloss they do not make one of its senses
 *   one that needs a word of meaning ('from' answers 'from, out of', 'of' does not answer 'of, belonging to').
 */
export interface AnswerWords {
  articles: ReadonlySet<string>;
  pronouns: ReadonlySet<string>;
  light: ReadonlySet<string>;
  minor: ReadonlySet<string>;
}

const set = (words: string) => new Set(words.split(" "));

export const ANSWER_WORDS: Readonly<Record<Language, AnswerWords>> = {
  english: {
    articles: set("a an the"),
    pronouns: set("i me my mine you your yours he him his she her hers it its we us our ours they them their theirs thee thou thy thine ye myself yourself himself herself itself ourselves yourselves themselves"),
    light: set("to in into on at of for with by from and or"),
    minor: set("about above across after against along among around as away back before behind below beneath beside besides between beyond but down during except if like near nor off onto out outside over since so than that then through throughout till toward towards together under until unto up upon when where whether while within without"),
  },
  spanish: {
    articles: set("el la los las un una unos unas lo"),
    pronouns: set("yo tú tu él ella ello nosotros nosotras vosotros vosotras ellos ellas usted ustedes me te se nos os le les mí mi mis ti tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras conmigo contigo consigo"),
    light: set("a al de del en con por para y e o u"),
    minor: set("ante bajo como contra cuando desde donde durante entre hacia hasta junto pero porque según si sin sobre también tras"),
  },
  portuguese: {
    articles: set("o a os as um uma uns umas"),
    pronouns: set("eu tu você vocês ele ela eles elas nós vós me te se lhe lhes nos vos mim ti meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas vosso vossa vossos vossas dele dela deles delas comigo contigo consigo conosco connosco"),
    light: set("de do da dos das em no na nas num numa com por para pelo pela pelos pelas ao aos à às e ou"),
    minor: set("após até como contra desde durante entre junto mas onde perante porque quando se sem sob sobre também"),
  },
  french: {
    articles: set("le la les l' un une des du"),
    pronouns: set("je j' me m' moi tu te t' toi il elle on nous vous ils elles lui leur leurs se s' soi mon ma mes ton ta tes son sa ses notre nos votre vos eux"),
    light: set("à au aux de d' en dans par pour avec et ou"),
    minor: set("après aussi avant chez comme contre depuis derrière devant ensemble entre hors jusqu' jusque mais où parce pendant quand sans selon si sous sur vers"),
  },
  italian: {
    articles: set("il lo la i gli le l' un uno una un'"),
    pronouns: set("io tu lui lei egli ella esso essa noi voi loro essi esse mi ti ci vi si me te sé mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre"),
    light: set("a ad al allo alla ai agli alle all' di d' del dello della dei degli delle dell' da dal dallo dalla dai dagli dalle dall' in nel nello nella nei negli nelle nell' con col per su sul sullo sulla sui sugli sulle sull' e ed o od"),
    minor: set("anche come contro dentro dietro dopo dove durante fino fra fuori insieme ma oltre perché prima quando se senza sopra sotto tra verso"),
  },
};
