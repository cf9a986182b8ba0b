import { describe, expect, it } from "vitest";
import { browserFileProblem, displayFileName, fileTooLargeMessage, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload-rules";

describe("the upload rule", () => {
  it("checks files in the browser by size and declared type (the server checks the bytes)", () => {
    expect(browserFileProblem({ size: MAX_UPLOAD_BYTES + 1, type: "application/pdf" }, "ebook-pdf")).toBe(
      fileTooLargeMessage("ebook-pdf"),
    );
    expect(fileTooLargeMessage("ebook-pdf")).toBe("O tamanho do arquivo excede o limite de 10MB para o e-book");
    expect(browserFileProblem({ size: 10, type: "image/png" }, "ebook-pdf")).toBe(UPLOAD_MESSAGES.ebookPdfType);
    expect(browserFileProblem({ size: 10, type: "image/svg+xml" }, "ebook-cover")).toBe("O arquivo de capa deve ser uma imagem.");
    expect(browserFileProblem({ size: 10, type: "image/png" }, "ebook-cover")).toBeNull();
    expect(browserFileProblem(null, "product-image")).toBeNull();
  });

  it("shortens long file names", () => {
    expect(displayFileName("curto.pdf")).toBe("curto.pdf");
    const long = "a".repeat(41) + ".pdf";
    expect(displayFileName(long)).toBe("a".repeat(37) + "...");
  });
});
