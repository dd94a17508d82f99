import { describe, expect, it } from "vitest";
import { chaldaicMarker, isLabelGloss, isSameSense, ITALIC_CLOSE, ITALIC_OPEN, jastrowGlosses, leadingNotesGloss, plainNotesGloss, sameSenseBinyan, senseGlosses, type MarkedSense } from "./jastrow-glosses";

/** A marked text from «…» (the parser marks <italic> so). */
const m = (s: string) => s.replace(/«/g, ITALIC_OPEN).replace(/»/g, ITALIC_CLOSE);
const sense = (number: string, definition: string, notes = ""): MarkedSense => ({ number, definition: m(definition), notes: m(notes) });

describe("Jastrow's glosses as the meaning, in order", () => {
  it("reads a sense that says only 'same' as the meaning of the entry before it, in its place", () => {
    // הֲוֵי: ", fut. | … ch." then "1) same. Targ. Gen. I, 3" after הוי 'to exist; to be', then "—2) to dwell upon, discuss".
    const previous = [{ number: "", glosses: ["to exist; to be, become; to occur, come to pass"] }, { number: "1)", glosses: ["frequent, usual"] }];
    const hawe = jastrowGlosses([sense("", ", fut.", " יֶהֱוֵי, יְהֵא, יְהֵי ch. "), sense("1)", " same. Targ. Gen. I, 3; a. v. fr."), sense("—2)", "«to dwell upon, discuss», v. infra.")], { previous });
    expect(hawe.glosses).toEqual(["to exist; to be, become; to occur, come to pass", "to dwell upon, discuss"]);
    expect(hawe.rules).toContain("same");
    // "1) as preced. 1)." names a sense of the entry before (אֲמַר after אָמַר).
    const amar = jastrowGlosses([sense("", "1) as preced. 1).")], { previous: [{ number: "", glosses: ["to join, knot"] }, { number: "1)", glosses: ["to speak, think, say, relate"] }] });
    expect(amar.glosses).toEqual(["to speak, think, say, relate"]);
    // "ch. same." printed in the language key, the definition empty (אֲבֵל, שְׁמַע).
    expect(jastrowGlosses([sense("", "")], { head: " ch. same.", previous: [{ number: "", glosses: ["to mourn"] }] }).glosses).toEqual(["to mourn"]);
    // The definition empty, "same" at the opening of the notes (תְּפִלִּין: "h. (adapt. from Ch.) same. Men. 35 a").
    expect(jastrowGlosses([sense("", "", " h. (adapt. from Ch.) same. Men. 35 a ת' מרובעות")], { previous: [{ number: "", glosses: ["T’fillin"] }] }).glosses).toEqual(["T’fillin"]);
  });

  it("leaves a 'same' that heads numbered senses giving the meaning, and a 'same' with nothing before it", () => {
    // רַב ch. same, 1) large, great… 2) chief: the numbered senses are the meaning.
    const rav = jastrowGlosses([sense("", ", "), sense("1)", "«large, great, numerous; senior»."), sense("—2)", "«chief, master, teacher».")], { head: " ch. same", previous: [{ number: "", glosses: ["superior, master"] }] });
    expect(rav.glosses).toEqual(["large, great, numerous; senior", "chief, master, teacher"]);
    expect(rav.rules).not.toContain("same");
    expect(jastrowGlosses([sense("1)", " same.")], { previous: null }).glosses).toEqual([]);
  });

  it("tells 'same' and its variants from a definition of meaning", () => {
    for (const t of [" same.", "same, v. supra.", "same as preced.", " v. preced.", "= preced.", "1) as preced. 1).", ", constr. לֵיל ch. same.", "ch. same"]) expect(isSameSense(t), t).toBe(true);
    for (const t of [" sameness", m("«same» thing"), " (preced.) ", "the same as"]) expect(isSameSense(t), t).toBe(false);
  });

  it("answers at once on a definition of many pointed Hebrew words that is not 'same' (each word matched whole, never split)", () => {
    const words = Array.from({ length: 6 }, () => "מְשַׁוְּורָא").join(" ");
    const start = performance.now();
    expect(isSameSense(`${words} ch. samely`)).toBe(false);
    expect(isSameSense(`constr. ${words} ch. same.`)).toBe(true);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it("puts an aside (etymology in brackets or parentheses, 'prop.') after the glosses of meaning", () => {
    // ראי: "[to meet with,] 1) to see"; לֵב: "(b. h.; …) [innermost,] heart"; אֶרֶץ: the language key's parenthesis open.
    expect(jastrowGlosses([sense("", " [ «to meet with»,]"), sense("1)", "«to see».")]).glosses).toEqual(["to see", "to meet with"]);
    expect(jastrowGlosses([sense("", " רצץ; Ch. ארע fr. רעע «to press together, stamp»—from the waters) «earth, dry land».")], { head: "(b. h.;" }).glosses)
      .toEqual(["earth, dry land", "to press together, stamp"]);
    expect(jastrowGlosses([sense("", " prop. «behold», in most cases = כִּי, «that, so that, because».")]).glosses).toEqual(["that, so that, because", "behold"]);
    // An entry whose only glosses are asides keeps them as printed.
    expect(jastrowGlosses([sense("", " [«marrow»,]")]).glosses).toEqual(["marrow"]);
    expect(senseGlosses(m("«needing; needed; he» ( «she, it») «must»."))).toEqual([
      { text: "needing; needed; he", aside: false }, { text: "she, it", aside: true }, { text: "must", aside: false },
    ]);
  });

  it("reads a list's letters inside a parenthesis as labels, not as the parenthesis closing", () => {
    // אָמַר I: "(a) to join, knot…; b) to heap up; c) transf. …; d) to contract…])" is one etymological parenthesis.
    const amar = jastrowGlosses([
      sense("", " (a) «to join, knot; to be knotted, thick;» b) «to heap up;» c) transf.", " «to join words, compose», cmp. דבר; d) «to contract, bargain, exchange». [As to Assyr. «to see», cmp. חמא.]) "),
      sense("1)", "«to speak, think, say, relate» &c. … א' ר' … Ber. 3 b; a. v. fr.—Part."),
      sense("—2)", "«to vow, devote».", " אָמוּר (לגבוה) devoted to the Lord. Succ. 55 b"),
    ], { head: "(b. h.; √אם, v. אֵם; cmp. חמר, עמר)" });
    expect(amar.glosses.slice(0, 2)).toEqual(["to speak, think, say, relate", "to vow, devote"]);
    expect(amar.glosses.slice(2)).toEqual(["to join, knot; to be knotted, thick", "to heap up"]);
    // A page cited in parentheses closes ("(Sabb. 15)"), and a dash's number is a label ("—2)").
    expect(senseGlosses(m("(cmp. Sabb. 15) «to go»"))).toEqual([{ text: "to go", aside: false }]);
    expect(senseGlosses(m("(fr. «root» —2) «branch»"))).toEqual([{ text: "root", aside: true }, { text: "branch", aside: true }]);
  });

  it("puts first the sense Jastrow cites 'a. v. fr.' where the first sense is not so cited", () => {
    // בָּרַךְ: "1) to cave out … —2) to select, point out … 3) whence to bless (Pi.) … a. v. fr.".
    const barakh = jastrowGlosses([
      sense("1)", "«to cave out».", " Denom. בְּרֵכָה, בֶּרֶךְ."),
      sense("—2)", " (cmp. ברר) «to select, point out» (cmp. esp. Gen. II, "),
      sense("3)", " whence «to bless» (Pi.).", "—Part. pass. בָּרוּךְ «chosen, blessed, praised». Pes. 118 a; a. v. fr."),
    ]);
    expect(barakh.glosses).toEqual(["to bless", "to cave out", "to select, point out"]);
    expect(barakh.rules).toContain("frequent");
    // The first sense cited so keeps its place; so does a name's entry, and a "sense" the XML opened at a citation.
    expect(jastrowGlosses([sense("1)", "«reason». Ber. 2 a; a. v. fr."), sense("2)", "«taste». Ib.; a. v. fr.")]).glosses).toEqual(["reason", "taste"]);
    expect(jastrowGlosses([sense("", "«Joshua». Ber. 3 a"), sense("1)", "«son of Nun». Snh. 4 a; a. v. fr.")]).glosses).toEqual(["Joshua", "son of Nun"]);
    const torah = jastrowGlosses([sense("1)", "«teaching, law», esp. «the Law» of Moses. Ber. 5 a"), sense("2)", " ת' זה מקרא וכ' «torah» means the Pentateuch. Ib.; a. v. fr.")]);
    expect(torah.glosses[0]).toBe("teaching, law");
  });

  it("drops a binyan's name and a lone word left of a split phrase, and joins a word the XML split", () => {
    expect(jastrowGlosses([sense("", " , «Pi.» סִכֵּן «to be perplexed; to despair».")]).glosses).toEqual(["to be perplexed; to despair"]);
    expect(jastrowGlosses([sense("", " to «be» [ «pointed, stretched»,] «long, tall».")]).glosses).toEqual(["long, tall", "pointed, stretched"]);
    // The article's "the" and אֹו's "or" are meanings.
    expect(jastrowGlosses([sense("1)", "«the»."), sense("—2)", "«by».")]).glosses).toEqual(["the", "by"]);
    expect(jastrowGlosses([sense("", " «or;» או … או «either» … «or».")]).glosses).toEqual(["or", "either"]);
    expect(senseGlosses(m("pr. n. m. «Ḥ»\n«ănina», name of several Tannaim"))).toEqual([{ text: "Ḥănina", aside: false }]);
    for (const g of ["Pi", "Nif.", "Af", "Pa. a. Hif.", "Ithpe"]) expect(isLabelGloss(g), g).toBe(true);
    for (const g of ["or", "a", "to pay", "Pishon"]) expect(isLabelGloss(g), g).toBe(false);
  });

  it("takes the gloss opening the notes of an entry whose definition the XML cut short", () => {
    // בֵּן: ", constr." | "בֶּן (b. h.; בנה) offspring, son, child. …"; שָׁנָה: "… Revue des Et." | "Juives XI, 1885, p. 64) year. Ber. 55 a".
    expect(jastrowGlosses([sense("", ", constr.", " בֶּן (b. h.; בנה) «offspring, son, child». שבוע הב' the male child’s week")]).glosses).toEqual(["offspring, son, child"]);
    expect(leadingNotesGloss(m(" Juives XI, 1885, p. 64) «year». Ber. 55 a"))).toBe("year");
    // Etymology in brackets first: the gloss after it, else the bracket's.
    expect(leadingNotesGloss(m(" [ «attachment, hangings», cmp. Syr.] «T’fillin, the phylacteries». Men. 35 a"))).toBe("T’fillin, the phylacteries");
    expect(leadingNotesGloss(m(" [«black»] Targ. Ps. 3"))).toBe("black");
    // A citation's translation is no gloss of the word.
    expect(leadingNotesGloss(m(" Ber. 2 a ה' מביט «he looked»"))).toBeNull();
    expect(leadingNotesGloss(m(" —With part. ה' מביט «he looked»"))).toBeNull();
  });

  it("passes over the verb's forms an entry names before its gloss: אֲמָא 'to say', never the label 'fut.'", () => {
    // אֲמָא II: ", fut." | "יֵימָא, imper. אֵימָא (√אם «to join», v. אמר) «to say, speak, think». Targ. Y. Gen. XXXIII, 10".
    expect(jastrowGlosses([sense("", ", fut.", " יֵימָא, imper. אֵימָא (√אם «to join», v. אמר) «to say, speak, think». Targ. Y. Gen. XXXIII, 10.")]).glosses)
      .toEqual(["to say, speak, think"]);
    // הַךְ: ", fut." | "יְהַךְ, inf. מְהַךְ (contr. of הלך) «to go.» Ezra V, 5".
    expect(jastrowGlosses([sense("", ", fut.", " יְהַךְ, inf. מְהַךְ (contr. of הלך) «to go.» Ezra V, 5; a. e.")]).glosses).toEqual(["to go"]);
    // An italic inside a parenthesis still open is an aside, the etymology's (שִׁרְיוֹן: "(… «ringed» …) «coat of mail»").
    expect(leadingNotesGloss(m(" (√אם «to join», v. אמר) «to say»"))).toBe("to say");
    expect(leadingNotesGloss(m(" (√אם «to join»"))).toBeNull();
  });

  it("finds a Chaldaic marker the XML left outside the language key", () => {
    expect(chaldaicMarker([sense("", ", fut.", " יֶהֱוֵי, יְהֵא, יְהֵי ch. "), sense("1)", " same.")])).toBe(true);
    expect(chaldaicMarker([sense("", "", " ch. = h. אֵבֶל. Targ. Gen. L, 11")])).toBe(true);
    // Capital "Ch." is an etymology's; a "ch." after the first citation or gloss is not the entry's.
    expect(chaldaicMarker([sense("", " רצץ; Ch. a. oth. dial. ארע «earth»")])).toBe(false);
    expect(chaldaicMarker([sense("", " «to go».", " Targ. Gen. I, 3 ch. ")])).toBe(false);
    expect(chaldaicMarker([sense("", "", " Ber. 3 a; v. ch. next w.")])).toBe(false);
    expect(chaldaicMarker([])).toBe(false);
  });
});

describe("an entry that leads with a binyan's name or a form note (real entries of Jastrow's files)", () => {
  it("passes over a label in italics to the gloss the notes open with", () => {
    // טֶבֶל I: "טֶבֶל (טָבַל I, v. Pi. a. Hif.) fruits of which you are permitted…" — the XML cut the parenthesis at "v. «Pi»."
    const tevel = jastrowGlosses([sense("", ", v. «Pi».", " a. «Hif.») «fruits of which you are permitted to make a luncheon or improvised meal in the field without separating the priestly or levitical shares». Ber. 35")]);
    expect(tevel.glosses).toEqual(["fruits of which you are permitted to make a luncheon or improvised meal in the field without separating the priestly or levitical shares"]);
    // זְוַג ch., Pa. זַוֵּג … same, to join, couple; שָׁדַל (Shaf. of דלל…) to swing; סְכַר II, Pa. סַכַּר a. Po. סוֹכַר (…) [to bore, dig,] to let blood.
    expect(jastrowGlosses([sense("", "«Pa».", " זַוֵּג, זַוֵּוג, זַוֵּיג same, «to join, couple» &c. Targ. Y. Deut. XVI, 21.")], { head: " ch.," }).glosses).toEqual(["to join, couple"]);
    expect(jastrowGlosses([sense("", " («Shaf.»", " of דלל; cmp. דֶּלֶת) «to swing, be wide open» (v. Fr. Del. Proleg., p. 101).")]).glosses).toEqual(["to swing, be wide open"]);
    expect(jastrowGlosses([sense("", ", «Pa».", " סַכַּר a. «Po». סוֹכַר (cmp. סְבַר III a. כְּרֵי) [«to bore, dig»,] «to let blood». Gitt. 67")]).glosses[0]).toBe("to let blood");
    // שׁוֹתַר (Shaf. of יתר), Ishtaf. אִשְׁתּוֹתַר to be left over.
    expect(jastrowGlosses([sense("", " («Shaf».", " of יתר), Ishtaf. אִשְׁתּוֹתַר «to be left over». Targ. Y. Deut. IV, 27.")]).glosses).toEqual(["to be left over"]);
  });

  it("takes no gloss inside a parenthesis the definition left open (an etymology's Arabic word)", () => {
    // עֲמַר II: "(Syr. עמר P. Sm. 2918; Arab. ʿamar; cmp. עמד) to stay, dwell", not "amar".
    expect(jastrowGlosses([sense("", " (Syr. עמר P. Sm. 2918; Arab.", "«ʿ»\n«amar»; cmp. עמד) «to stay, dwell». Targ. Prov. XXX, 28")]).glosses).toEqual(["to stay, dwell"]);
    expect(leadingNotesGloss(m("«ʿ»\n«amar»; cmp. עמד) «to stay, dwell». Targ."), 1)).toBe("to stay, dwell");
    expect(leadingNotesGloss(m("«ʿ»\n«amar»; cmp. עמד «to stay». Targ."), 1)).toBeNull();
  });

  it("reads a binyan's 'same' as the entry before's meaning, in that binyan where it names one", () => {
    // סְרַק ch., «Pa.» סָרֵיק same. — after סָרַק 'to comb, card, hatchel' (no Pi.).
    const sarak = [{ number: "", glosses: ["to comb, card, hatchel", "to cleanse"] }];
    expect(jastrowGlosses([sense("", "«Pa.» סָרֵיק same.")], { head: " ch.,", previous: sarak }).glosses).toEqual(["to comb, card, hatchel"]);
    // עֲמַר: "Pa. עַמֵּר ch. as preced. Pi." — עָמַר's Pi., not its first meaning.
    const amar = [{ number: "", glosses: ["to be thick, tufty", "to heap up, pile"] }, { number: "Pi.", glosses: ["to bind and pile sheaves; to harvest"] }];
    expect(jastrowGlosses([sense("", "«Pa.» עַמֵּר ch. as preced. «Pi.» Targ. Ps. CXXIX, 7.")], { previous: amar }).glosses).toEqual(["to bind and pile sheaves; to harvest"]);
    expect(sameSenseBinyan(m("«Pa.» סָרֵיק same."))).toEqual(["pi", "pa"]);
    expect(sameSenseBinyan(m(" same."))).toEqual([]);
    // צְהַב ch. same; «part. pass». צְהִיב grieved — the definition only a label: "same" is the entry's meaning (צָהַב).
    const tsahav = [{ number: "", glosses: ["to be bright, shine", "to be defiant"] }, { number: "Hif.", glosses: ["to become shining"] }];
    expect(jastrowGlosses([sense("", "; «part. pass».", " צְהִיב «grieved». Lev. R. s. 9")], { head: " ch. same", previous: tsahav }).glosses).toEqual(["to be bright, shine"]);
    // נַוְנֵי ch., Ithpalp. אִתְנַוְּנֵי same. Sot. 6 b. — after נוני, whose Nithpa. is the reflexive Jastrow means.
    const navne = [{ number: "", glosses: ["to be tender, delicate"] }, { number: "Nithpa.", glosses: ["to become delicate, be failing, to fall away"] }];
    expect(jastrowGlosses([sense("", "«Ithpalp».", " אִתְנַוְּנֵי same. Sot. 6")], { head: " ch.,", previous: navne }).glosses).toEqual(["to become delicate, be failing, to fall away"]);
    for (const t of ["«Pa.» סָרֵיק same.", "Ithpa. אִתְיַישַּׁב, contr. אִיַּישַּׁב as preced. Hithpa.", "ch., Ithpa. אִיעַצֵּל same."]) expect(isSameSense(m(t)), t).toBe(true);
    expect(isSameSense(m("«Pa.» «to comb» same"))).toBe(false);
    // בְּטֵל ch. same; 1) as h. Kal 1). — בָּטֵל's sense 1.
    const batel = [{ number: "", glosses: ["to be void, abolished, suspended; to cease to exist", "to rest from labor"] }];
    expect(jastrowGlosses([sense("", "; 1) as h. Kal 1).", " Targ. Lam. V, 15; a. e.")], { head: " ch. same", previous: batel }).glosses).toEqual(["to be void, abolished, suspended; to cease to exist"]);
    // שְׁכַח: the homograph number left in the notes, "I ch. (Hebraism) same."
    expect(jastrowGlosses([sense("", "", " I ch. (Hebraism) same. Y. B. Kam. IV, 4")], { previous: [{ number: "", glosses: ["to forget, discard"] }] }).glosses).toEqual(["to forget, discard"]);
    // בִּין ch. same; v. infra. — "—«Pa.» בַּיֵּין … «to teach»" further on is the Pa.'s, not the word's.
    const bin = [{ number: "", glosses: ["to pierce, split, penetrate", "to discern, understand"] }];
    expect(jastrowGlosses([sense("", "; v. infra.", "—«Pa.» בַּיֵּין, בַּיֵּן «to teach, make wise».")], { head: " ch. same", previous: bin }).glosses).toEqual(["to pierce, split, penetrate"]);
    expect(leadingNotesGloss(m("—«Pa.» בַּיֵּין, בַּיֵּן «to teach, make wise»."))).toBeNull();
    // צְרַע ch., Ithpa. … as preced. Hithpa.: the entry before has a Nithpa. (the same reflexive); none at all: no meaning taken.
    const tsara = [{ number: "", glosses: ["to strike, smash"] }, { number: "Nithpa.", glosses: ["to be a leper"] }];
    const tsera = sense("", "«Ithpa.» אִצְטַרַע as preced. «Hithpa.» Targ. Y. I Num. XII, 16 (XIII, 1).");
    expect(jastrowGlosses([tsera], { head: " ch.,", previous: tsara }).glosses).toEqual(["to be a leper"]);
    expect(jastrowGlosses([tsera], { head: " ch.,", previous: tsara.slice(0, 1) }).glosses).toEqual([]);
  });

  it("reads the head's 'ch. same' as the verb's meaning, a binyan after it as that binyan's paragraph", () => {
    // כְּעַר ch. same; «Pa». כַּעֵר … — after כָּעַר 'to be dark, ugly, repulsive' (Pi. "to make, or declare repulsive"): its first meaning.
    const kaar = [{ number: "", glosses: ["to be dark, ugly, repulsive"] }, { number: "Pi.", glosses: ["to make", "declare repulsive"] }];
    expect(jastrowGlosses([sense("", "; «Pa».", " כַּעֵר, part. pass. מְכַעַר, f. מְכַעֲרָא «repulsive, ugly». Naḥ. III, 6")], { head: " ch. same", previous: kaar }).glosses).toEqual(["to be dark, ugly, repulsive"]);
    // שְׁמַם ch. same. then only its Ithpa.: no sense of its own (after שָׁמֵם).
    expect(jastrowGlosses([], { head: " ch. same.", previous: [{ number: "", glosses: ["to be astonished; to be waste", "to stand still"] }] }).glosses).toEqual(["to be astonished; to be waste"]);
    expect(jastrowGlosses([], { head: " ch. same.", previous: null }).glosses).toEqual([]);
    // אֲדַר ch. same; v. אִדְּרָא … (after אָדַר).
    expect(jastrowGlosses([sense("", "", "v. אִדְּרָא, אִדְרָא, אִדְּרֹונָא.")], { head: " ch. same;", previous: [{ number: "", glosses: ["to cut off, surround, isolate", "distinguish"] }] }).glosses).toEqual(["to cut off, surround, isolate"]);
    // חוּב ch., perf. a. part. חָב, חַב same, esp. to incur guilt, to sin.
    expect(jastrowGlosses([sense("", " perf.", " a. part. חָב, חַב same, esp. «to incur guilt, to sin». Targ. Ex. XXXII, 31.")], { head: " ch.," }).glosses).toEqual(["to incur guilt, to sin"]);
  });

  it("takes a plain-text gloss opening the notes before a pointer (הִיא: she, v. הוּא)", () => {
    expect(jastrowGlosses([sense("", "", " she, v. הוּא")]).glosses).toEqual(["she"]);
    for (const t of [" formative prefix, v. אִתְ־. [Words not found here below, will be found under אִתְ־.]", " a fictitious name, v. חִילָּק", " same, v. supra.", " verb, v. זוּף a. יָזַף", ", for words not found here, v. sub. אִסְט'", ", v. הוּא", " Targ. Gen. I, 3, v. הוּא"]) expect(plainNotesGloss(t), t).toBeNull();
  });
});
