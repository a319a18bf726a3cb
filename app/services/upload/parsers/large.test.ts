import { describe, expect, it } from "vitest";
import { parseBoDepositUpload, parseStatementUpload } from "./parse.server";

/** A file produced in 64 KB chunks, never held whole, as a multipart stream would deliver it. */
async function* generated(header: string, line: (index: number) => string, count: number): AsyncGenerator<Buffer> {
  let chunk = `${header}\r\n`;
  for (let index = 0; index < count; index++) {
    chunk += `${line(index)}\r\n`;
    if (chunk.length > 64 * 1024) {
      yield Buffer.from(chunk);
      chunk = "";
    }
  }
  yield Buffer.from(chunk);
}

describe("large files", () => {
  it("reads a 100k-line statement with a running balance from a stream", async () => {
    let balance = 0;
    const result = await parseStatementUpload(
      "bca",
      generated(
        "Tanggal,Keterangan,Cabang,Nominal,CR/DB,Saldo",
        (index) => {
          const cents = 1_000_000 + (index % 997) * 100;
          const credit = index % 5 !== 0;
          balance += credit ? cents : -cents;
          const amount = (cents / 100).toFixed(2);
          return `05/01/2025,"TRSF E-BANKING ${credit ? "CR" : "DB"} 0501/FTSCY/WS95031 ${amount} DEPO${index} PLAYER",0000,${amount},${credit ? "CR" : "DB"},${(balance / 100).toFixed(2)}`;
        },
        100_000,
      ),
      { transaction: "depo", statementDate: "2025-01-05" },
    );
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ imported: 80_000, otherDirection: 20_000, pending: 0, ignored: 0 });
    expect(result.rows[99]).toMatchObject({ senderName: "PLAYER", remark: "DEPO124" });
  });

  it("hands a statement's rows over in batches while the file is read, keeping none itself", async () => {
    let balance = 0;
    const batches: number[] = [];
    let readWhenFirstArrived = 0;
    let linesRead = 0;
    const lines = generated(
      "Tanggal,Keterangan,Cabang,Nominal,CR/DB,Saldo",
      (index) => {
        linesRead++;
        balance += 1_000_000;
        return `05/01/2025,"TRSF E-BANKING CR PLAYER ${index}",0000,10000.00,CR,${(balance / 100).toFixed(2)}`;
      },
      20_000,
    );
    const result = await parseStatementUpload("bca", lines, {
      transaction: "depo",
      statementDate: "2025-01-05",
      onRows: async (rows) => {
        if (batches.length === 0) readWhenFirstArrived = linesRead;
        batches.push(rows.length);
      },
    });
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual([]);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(20_000);
    expect(Math.max(...batches)).toBeLessThanOrEqual(1_000);
    expect(readWhenFirstArrived).toBeLessThan(20_000);
  });

  it("reads a 100k-row BO export", async () => {
    const result = await parseBoDepositUpload(
      "bo-nexus",
      generated("Ticket No,Req Date,Username,Fullname,Amount,Website", (index) => `DP${index},05/01/2025 10:00:00,user${index},PLAYER ${index},${100_000 + index},ABC`, 100_000),
      {},
    );
    expect(result.problems).toEqual([]);
    expect(result.rows).toHaveLength(100_000);
  });
});
