import { describe, expect, it } from "vitest";
import { asciiFileName, contentDisposition } from "./download-name";

describe("download file names", () => {
  it("keeps every letter in the UTF-8 form and gives old clients an ASCII stand-in", () => {
    const header = contentDisposition("Mutasi Café Ñ 北京 (1)'s.csv");
    expect(header).toBe(`attachment; filename="Mutasi Cafe N __ (1)'s.csv"; filename*=UTF-8''Mutasi%20Caf%C3%A9%20%C3%91%20%E5%8C%97%E4%BA%AC%20%281%29%27s.csv`);
    const encoded = /filename\*=UTF-8''(.*)$/.exec(header)![1];
    expect(decodeURIComponent(encoded)).toBe("Mutasi Café Ñ 北京 (1)'s.csv");
    // a header value holds bytes only: the Response accepts it
    expect(new Response("", { headers: { "Content-Disposition": header } }).headers.get("content-disposition")).toBe(header);
  });

  it("cannot be broken out of by quotes, backslashes or line breaks", () => {
    expect(asciiFileName('a"b\\c\r\nd\u0000.csv')).toBe("a_b_c__d_.csv");
  });
});
