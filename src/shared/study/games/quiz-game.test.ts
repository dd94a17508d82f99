import { describe, expect, it } from "vitest";
import type { GameWord } from "./game-word";
import { answerQuiz, currentQuestion, newQuizGame, nextQuestion, quizOptionForKey, quizPercent, type QuizQuestion } from "./quiz-game";

const word = (id: string, translation: string): GameWord => ({ id, hebrew: id, translation, translit: null });
const questions: QuizQuestion[] = [
  { word: word("a", "one"), options: ["one", "two", "three", "four"], answer: "one" },
  { word: word("b", "two"), options: ["three", "two", "one", "four"], answer: "two" },
];

describe("quiz master", () => {
  it("takes one answer per question, then Next Question, then the end screen", () => {
    let s = newQuizGame(questions);
    let r = answerQuiz(s, "one");
    expect(r.outcome).toBe("correct");
    s = r.state;
    expect(answerQuiz(s, "two").outcome).toBe("ignored");
    expect(s.score).toBe(1);
    s = nextQuestion(s);
    expect(currentQuestion(s)?.word.id).toBe("b");
    expect(nextQuestion(s)).toBe(s); // cannot skip an unanswered question
    expect(answerQuiz(s, "not an option").outcome).toBe("ignored");
    r = answerQuiz(s, "four");
    expect(r.outcome).toBe("wrong");
    s = nextQuestion(r.state);
    expect(s.finished).toBe(true);
    expect(quizPercent(s)).toBe(50);
    expect(s.missed).toEqual([{ index: 1, chosen: "four" }]); // the end screen lists it with the answer "two"
  });

  it("keys 1–4 name the options as shown, until the question is answered", () => {
    let s = newQuizGame(questions);
    expect(quizOptionForKey(s, "1")).toBe("one");
    expect(quizOptionForKey(s, "4")).toBe("four");
    expect(quizOptionForKey(s, "5")).toBeNull();
    expect(quizOptionForKey(s, "0")).toBeNull();
    expect(quizOptionForKey(s, "a")).toBeNull();
    expect(quizOptionForKey(s, "12")).toBeNull();
    s = answerQuiz(s, quizOptionForKey(s, "2")!).state;
    expect(s.selected).toBe("two");
    expect(quizOptionForKey(s, "1")).toBeNull(); // one answer per question
    s = nextQuestion(s);
    expect(quizOptionForKey(s, "1")).toBe("three");
    s = nextQuestion(answerQuiz(s, "two").state);
    expect(quizOptionForKey(s, "1")).toBeNull(); // the end screen
  });

  it("has no questions without words", () => {
    const s = newQuizGame([]);
    expect(s.finished).toBe(true);
    expect(currentQuestion(s)).toBeNull();
    expect(quizPercent(s)).toBe(0);
  });
});
