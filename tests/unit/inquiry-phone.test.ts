import { describe, expect, it } from "vitest";
import { maskPhone, PHONE_PATTERN, phoneDigits } from "../../domain/phone.ts";

describe("maskPhone", () => {
  it("masks ten digits to (###) ###-####", () => {
    expect(maskPhone("5125550101")).toBe("(512) 555-0101");
    expect(PHONE_PATTERN.test(maskPhone("5125550101"))).toBe(true);
  });

  it("drops the leading 1 of an 11-digit number", () => {
    expect(maskPhone("15125550101")).toBe("(512) 555-0101");
    expect(maskPhone("+1 (512) 555-0101")).toBe("(512) 555-0101");
  });

  it("masks partial input as it is typed", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("5")).toBe("(5");
    expect(maskPhone("512")).toBe("(512");
    expect(maskPhone("5125")).toBe("(512) 5");
    expect(maskPhone("512555")).toBe("(512) 555");
    expect(maskPhone("5125550")).toBe("(512) 555-0");
  });

  it("reads its own output back the same, so deleting a mask character deletes a digit's worth", () => {
    expect(maskPhone("(512) 555-0101")).toBe("(512) 555-0101");
    expect(maskPhone("(512) 555-")).toBe("(512) 555");
    expect(maskPhone("(512)")).toBe("(512");
  });

  it("ignores letters and keeps at most ten digits", () => {
    expect(maskPhone("512-abc-555-0101-99")).toBe("(512) 555-0101");
    expect(phoneDigits("512.555.0101")).toBe("5125550101");
  });
});
