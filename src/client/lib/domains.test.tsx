// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Domain } from "@/shared/api/collections";
import { useDomainName } from "./domains";
import { DOMAINS_KEY } from "./query-keys";

const domain = (slug: string, name: string): Domain => ({ id: slug, slug, name, description: null, color: "217 91% 55%", order: 0 });

describe("useDomainName", () => {
  it("names a built-in domain in the interface language and an administrator's by the name they gave it, not its slug", () => {
    const client = new QueryClient();
    client.setQueryData(DOMAINS_KEY, [domain("modern", "Modern Hebrew"), domain("daf-yomi", "Daf Yomi")]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDomainName(), { wrapper });
    expect(result.current("daf-yomi")).toBe("Daf Yomi");
    expect(result.current("modern")).toBe("Modern");
    // A domain the app has not read (yet): its slug, a built-in one still named.
    expect(result.current("elsewhere")).toBe("elsewhere");
    expect(result.current("mishna")).toBe("Mishna");
  });
});
