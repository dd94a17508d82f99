import { describe, expect, it } from "vitest";
import type { GameWord } from "./game-word";
import { currentFillWord, fillAccuracy, newFillGame, nextFillWord, showFillAnswer, showFillHint, submitFillAnswer, tryFillAgain } from "./fill-game";

const words: GameWord[] = [
  { id: "a", hebrew: "שָׁלוֹם", translation: "hello, peace", translit: "shalom" },
  { id: "b", hebrew: "סֵפֶר", translation: "book", translit: "sefer" },
];

describe("fill in the blank", () => {
  it("has nothing to play without words", () => {
    expect(newFillGame([]).phase).toBe("finished");
    expect(currentFillWord(newFillGame([]))).toBeNull();
  });

  it("a blank answer changes nothing", () => {
    const s = newFillGame(words);
    const r = submitFillAnswer(s, "   ");
    expect(r.outcome).toBe("empty");
    expect(r.state).toBe(s);
  });

  it("correct (with the check-answer rule), wrong, try again, show answer, end screen", () => {
    let s = newFillGame(words);
    expect(currentFillWord(s)?.id).toBe("a");
    s = showFillHint(s);
    expect(s.hintShown).toBe(true);
    let r = submitFillAnswer(s, "Peace!");
    expect(r.outcome).toBe("correct");
    s = r.state;
    expect(s.phase).toBe("correct");
    expect(submitFillAnswer(s, "again").outcome).toBe("ignored");
    s = nextFillWord(s);
    expect(currentFillWord(s)?.id).toBe("b");
    expect(s.hintShown).toBe(false);

    r = submitFillAnswer(s, "house");
    expect(r.outcome).toBe("wrong");
    s = r.state;
    expect(nextFillWord(s)).toBe(s); // no moving on from a wrong answer without Show Answer
    s = tryFillAgain(s);
    expect(s.phase).toBe("answering");
    s = submitFillAnswer(s, "table").state;
    s = showFillAnswer(s);
    expect(s.phase).toBe("revealed");
    s = nextFillWord(s);
    expect(s.phase).toBe("finished");
    expect(s.score).toBe(1);
    expect(s.attempts).toBe(3);
    expect(fillAccuracy(s)).toBe(33);
  });

  it("takes a fragment of the gloss as wrong, reading the small words of the game's language (English for an English gloss)", () => {
    const us: GameWord[] = [{ id: "u", hebrew: "לָנוּ", translation: "to us", translit: "lanu" }];
    expect(submitFillAnswer(newFillGame(us), "to").outcome).toBe("wrong");
    expect(submitFillAnswer(newFillGame(us), "to us").outcome).toBe("correct");
    const nos: GameWord[] = [{ id: "u", hebrew: "לָנוּ", translation: "a nosotros", translit: "lanu" }];
    expect(submitFillAnswer(newFillGame(nos), "nosotros", "spanish").outcome).toBe("wrong");
    const en: GameWord[] = [{ id: "h", hebrew: "בַּיִת", translation: "the house", translit: "bayit", english: true }];
    // Portuguese would read 'the' as a word of meaning; the English gloss is read as English.
    expect(submitFillAnswer(newFillGame(en), "house", "portuguese").outcome).toBe("correct");
  });

  it("shows the answer only after Show Answer or a second wrong try on the same word", () => {
    let s = newFillGame(words);
    let r = submitFillAnswer(s, "zzz");
    expect(r.outcome).toBe("wrong");
    expect(r.state.phase).toBe("wrong");
    s = tryFillAgain(r.state);
    r = submitFillAnswer(s, "qqq");
    expect(r.outcome).toBe("revealed");
    expect(r.state.phase).toBe("revealed");
    s = nextFillWord(r.state);
    expect(s.wrongTries).toBe(0); // counted per word
    expect(submitFillAnswer(s, "zzz").outcome).toBe("wrong");
  });
});
