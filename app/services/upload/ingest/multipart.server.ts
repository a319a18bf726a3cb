import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { ServiceError, ValidationError } from "../../errors";
import { FILE_REQUIRED_MESSAGE } from "../messages";

export interface SpooledFile {
  /** the name the browser sent (never used as a path) */
  name: string;
  mimeType: string;
  /** where the bytes wait on disk until the form's fields are all known */
  tempPath: string;
  size: number;
  sha256: string;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  file: SpooledFile | null;
  /**
   * Removes the spooled file; call when done, whatever happened. It does not wait: deleting a
   * large file took longer than a big upload's reply, and a leftover temp folder harms nothing.
   */
  cleanup: () => void;
}

export const UPLOAD_BROKEN_MESSAGE = "❌ Upload terputus atau rusak. Silakan coba lagi.";
/** a second file part would be dropped without a word: refused instead */
export const ONE_FILE_MESSAGE = "❌ Hanya satu file per upload: upload file lainnya satu per satu.";

export class PayloadTooLarge extends ServiceError {
  constructor(maxBytes: number) {
    super(`❌ Ukuran file melebihi batas ${Math.round(maxBytes / (1024 * 1024))} MB.`, 413);
  }
}

/**
 * Streams a multipart upload: the one file (field `myfile`) is hashed and spooled to a temp file
 * as it arrives, so memory stays flat whatever its size; fields are collected. The spec's client
 * may send the file before the fields that say how to read it, hence the spool.
 */
export async function readMultipartUpload(request: Request, maxBytes: number, fileField = "myfile"): Promise<MultipartUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new ValidationError("❌ Upload harus berupa multipart/form-data dengan file di field myfile.");
  }
  const declared = Number(request.headers.get("content-length"));
  // a little room for the other fields and the multipart framing
  if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) throw new PayloadTooLarge(maxBytes);
  if (!request.body) throw new ValidationError(FILE_REQUIRED_MESSAGE);

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "upload-"));
  const cleanup = () => void fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  const fields: Record<string, string> = {};
  let file: SpooledFile | null = null;
  let tooLarge = false;
  let moreFiles = false;
  // Each write is settled here, so none is left rejected and unawaited when the body breaks off
  // first (Node exits on an unhandled rejection); its error is read once the body's fate is known.
  const writes: Promise<unknown>[] = [];
  const fileStreams: Readable[] = [];

  try {
    const parser = busboy({
      headers: { "content-type": contentType },
      // browsers send a file's name as raw UTF-8 in filename="...", not in busboy's default Latin-1
      defParamCharset: "utf8",
      limits: { files: 1, fields: 50, fieldSize: 64 * 1024, fileSize: maxBytes },
    });
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("filesLimit", () => {
      moreFiles = true;
    });
    parser.on("file", (name, stream, info) => {
      fileStreams.push(stream);
      if (name !== fileField || file) {
        stream.resume();
        return;
      }
      const tempPath = path.join(dir, "file");
      const hash = createHash("sha256");
      const spooled: SpooledFile = { name: info.filename ?? "", mimeType: info.mimeType ?? "", tempPath, size: 0, sha256: "" };
      file = spooled;
      stream.on("data", (chunk: Buffer) => {
        hash.update(chunk);
        spooled.size += chunk.length;
      });
      stream.on("limit", () => {
        tooLarge = true;
      });
      const write = pipeline(stream, fs.createWriteStream(tempPath)).then(() => {
        spooled.sha256 = hash.digest("hex");
      });
      write.catch(() => undefined);
      writes.push(write);
    });
    await pipeline(Readable.fromWeb(request.body as import("node:stream/web").ReadableStream), parser);
    const failed = (await Promise.allSettled(writes)).find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    // A body cut off mid-file leaves busboy's file stream open: end it so its write settles.
    for (const stream of fileStreams) stream.destroy();
    await Promise.allSettled(writes);
    await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    if (error instanceof ServiceError) throw error;
    throw new ValidationError(UPLOAD_BROKEN_MESSAGE);
  }
  if (tooLarge) {
    cleanup();
    throw new PayloadTooLarge(maxBytes);
  }
  if (moreFiles) {
    cleanup();
    throw new ValidationError(ONE_FILE_MESSAGE);
  }
  return { fields, file, cleanup };
}

/** The spooled file's bytes as a stream of chunks, for the parser. */
export function readSpooled(file: SpooledFile): AsyncIterable<Buffer> {
  return fs.createReadStream(file.tempPath, { highWaterMark: 256 * 1024 });
}
