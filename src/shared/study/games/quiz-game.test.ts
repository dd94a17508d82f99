import { describe, expect, it } from "vitest";
import type { GameWord } from "./game-word";
import { answerQuiz, currentQuestion, newQuizGame, nextQuestion, quizPercent, type QuizQuestion } from "./quiz-game";

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

  it("has no questions without words", () => {
    const s = newQuizGame([]);
    expect(s.finished).toBe(true);
    expect(currentQuestion(s)).toBeNull();
    expect(quizPercent(s)).toBe(0);
  });
});
