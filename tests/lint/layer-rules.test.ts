import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Runs the repository's own ESLint configuration on small snippets placed (virtually) in the
// layers, and expects each forbidden import to be reported — and each allowed one not to be.
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const cases: { file: string; code: string; reported: boolean }[] = [
  // A module never imports another module, however the path is spelled.
  { file: "src/server/modules/books/service.ts", code: `import { x } from "../dictionary/queries";`, reported: true },
  { file: "src/server/modules/books/service.ts", code: `import { x } from "../../modules/dictionary/queries";`, reported: true },
  { file: "src/server/modules/books/service.ts", code: `import { x } from "@/server/modules/dictionary/queries";`, reported: true },
  { file: "src/server/modules/books/service.ts", code: `import { x } from "./queries";`, reported: false },
  { file: "src/server/modules/books/service.ts", code: `import { x } from "../../db/visible-to";`, reported: false },
  { file: "src/server/modules/books/service.ts", code: `import { x } from "../../app";`, reported: true },
  // Shared code imports no server or client code, by alias or by a relative path.
  { file: "src/shared/hebrew/sample.ts", code: `import { x } from "@/server/lib/logger";`, reported: true },
  { file: "src/shared/hebrew/sample.ts", code: `import { x } from "../../server/lib/logger";`, reported: true },
  { file: "src/shared/hebrew/sample.ts", code: `import { x } from "../../client/lib/api";`, reported: true },
  { file: "src/shared/hebrew/sample.ts", code: `import { x } from "node:fs";`, reported: true },
  { file: "src/shared/hebrew/sample.ts", code: `import { x } from "../study/apply-answer";`, reported: false },
  // components/ and lib/ never import a feature.
  { file: "src/client/components/sample.tsx", code: `import { x } from "@/client/features/books/api/get-books";`, reported: true },
  { file: "src/client/components/ui/sample.tsx", code: `import { x } from "../../features/books/api/get-books";`, reported: true },
  { file: "src/client/lib/sample.ts", code: `import { x } from "../features/books/api/get-books";`, reported: true },
  { file: "src/client/lib/sample.ts", code: `import { x } from "../components/ui/button";`, reported: false },
  // Features never import each other.
  { file: "src/client/features/books/sample.ts", code: `import { x } from "../dictionary/api/lookup";`, reported: true },
  { file: "src/client/features/books/sample.ts", code: `import { x } from "@/client/features/dictionary/api/lookup";`, reported: true },
  // Lower server layers never import higher ones.
  { file: "src/server/lib/sample.ts", code: `import { x } from "../db/client";`, reported: true },
  { file: "src/server/http/sample.ts", code: `import { x } from "@/server/modules/books/routes";`, reported: true },
  // The server imports no client code, but for main.ts's page renderer.
  { file: "src/server/http/first-screen/sample.ts", code: `import { x } from "../../../client/app/render-page";`, reported: true },
  { file: "src/server/app.ts", code: `import { x } from "@/client/app/render-page";`, reported: true },
  { file: "src/server/main.ts", code: `import { x } from "../client/app/render-page";`, reported: false },
];

describe("ESLint layer rules", () => {
  it.each(cases)("$file: $code → reported: $reported", async ({ file, code, reported }) => {
    const messages = await restrictedImports(file, `${code}\nexport const y = x;\n`);
    expect(messages.length > 0).toBe(reported);
  });
});
