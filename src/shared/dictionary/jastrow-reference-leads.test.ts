import { describe, expect, it } from "vitest";
import { formOfLead, namesAramaic } from "./jastrow-reference-leads";

describe("a verb form's whole text", () => {
  it("names the verb it is a form of, after the forms' names and Jastrow's number or a gender", () => {
    // The skeleton writes each Hebrew word as H<n>.
    expect(formOfLead(" imperat. of H0 .")?.[3]).toBe("0");
    expect(formOfLead(" perf. a. part. of H0 .")?.[3]).toBe("0");
    expect(formOfLead(" f. part. of H0 .")?.[3]).toBe("0");
    expect(formOfLead(" m., infin. of H0 q. v.")?.[3]).toBe("0");
    expect(formOfLead(" II, imperat. of H0 , q. v.")?.[3]).toBe("0");
    expect(formOfLead(" part. of H0 II.")?.[4]).toBe("II");
    // A passive participle, or a form by its binyan's name: גֱּלֵי "part. pass. of גְּלָא", "part. Hif. of דָּלַל", "Pi. of בָּסַם".
    expect(formOfLead(" part. pass. of H0 .")?.[3]).toBe("0");
    expect(formOfLead(" part. Hif. of H0 .")?.[3]).toBe("0");
    expect(formOfLead(" Pi. of H0 .")?.[3]).toBe("0");
    expect(formOfLead(" Ithpa. of H0 I.")?.[4]).toBe("I");
  });

  it("is not a text that says something before it, or a form that names no word", () => {
    expect(formOfLead(" to go. Targ. Gen. II, 3 imperat. of H0 .")).toBeNull();
    expect(formOfLead(" part. pass. H0 .")).toBeNull();
    expect(formOfLead(" pl. of H0 .")).toBeNull(); // read-jastrow-reference's LEAD reads it
  });
});

describe("'ch.' after the word named", () => {
  it("names the Aramaic entry, after the other numbers named too", () => {
    const at = (s: string) => s.indexOf("H0") + 3;
    expect(namesAramaic(" v. H0 ch.", at(" v. H0 ch."))).toBe(true);
    expect(namesAramaic(" v. H0 , ch., end.", at(" v. H0 , ch., end."))).toBe(true);
    expect(namesAramaic(" v. H0 I, II ch.", " v. H0 I".length)).toBe(true);
  });

  it("is not a chapter of a citation or a word further on", () => {
    expect(namesAramaic(" v. H0 ch. XXXIII", 6)).toBe(false);
    expect(namesAramaic(" v. H0 ch. V, 3", 6)).toBe(false);
    expect(namesAramaic(" v. H0 a. H1 ch.", 6)).toBe(false);
  });
});
