import Box from "@mui/material/Box";
import { formatRupiah } from "~/services/money";
import { formatSpecDate } from "~/services/spec-date";
import type { ChartDay } from "~/services/reports/dashboard.server";
import { DataTable } from "./data-table";

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 40, left: 64 };
const MATCHED = "#2e7d32";
const PENDING = "#ed6c02";

/** Short rupiah for the axis: 1,5 M (miliar), 250 jt, 75 rb. */
export function shortRupiah(cents: number): string {
  const rupiah = cents / 100;
  const units: [number, string][] = [
    [1e12, "T"],
    [1e9, "M"],
    [1e6, "jt"],
    [1e3, "rb"],
  ];
  for (const [size, unit] of units) {
    if (Math.abs(rupiah) >= size) {
      const value = rupiah / size;
      const text = (Math.round(value * 10) / 10).toString().replace(".", ",");
      return `${text} ${unit}`;
    }
  }
  return String(Math.round(rupiah));
}

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `value`. */
function niceCeiling(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * A grouped bar chart drawn on the server as inline SVG: for each of the days, the approved
 * (matched) BO amount beside the pending one. No script and no chart library: it shows with
 * JavaScript off and prints. Every bar has a <title> with its exact amount, and the same figures
 * follow as a table (folded under the chart) for the keyboard, a screen reader and anyone who
 * cannot hover.
 */
export function ReconciliationChart({ days }: { days: ChartDay[] }) {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const top = niceCeiling(Math.max(0, ...days.map((day) => Math.max(day.matched, day.pending))));
  const slot = innerWidth / Math.max(1, days.length);
  const bar = Math.max(2, (slot - 6) / 2);
  const y = (cents: number) => PAD.top + innerHeight - (Math.max(0, cents) / top) * innerHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <Box sx={{ width: "100%", maxWidth: WIDTH }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby="chart-title chart-desc"
        data-testid="reconciliation-chart"
        style={{ display: "block", fontFamily: "inherit" }}
      >
        <title id="chart-title">{`Nominal BO cocok vs pending, ${first ? formatSpecDate(first, { padDay: true }) : ""} s/d ${last ? formatSpecDate(last, { padDay: true }) : ""}`}</title>
        <desc id="chart-desc">Batang hijau: deposit dan withdraw yang sudah di-approve (otomatis atau manual). Batang oranye: yang masih pending.</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {shortRupiah(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = PAD.left + index * slot + 3;
          const shown = formatSpecDate(day.date, { padDay: true });
          return (
            <g key={day.date} data-date={day.date}>
              <rect x={x} y={y(day.matched)} width={bar} height={PAD.top + innerHeight - y(day.matched)} fill={MATCHED} data-kind="matched" data-cents={day.matched}>
                <title>{`${shown} cocok: Rp ${formatRupiah(day.matched)}`}</title>
              </rect>
              <rect x={x + bar} y={y(day.pending)} width={bar} height={PAD.top + innerHeight - y(day.pending)} fill={PENDING} data-kind="pending" data-cents={day.pending}>
                <title>{`${shown} pending: Rp ${formatRupiah(day.pending)}`}</title>
              </rect>
              <text x={x + bar} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize={11} fill="currentColor">
                {`${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${PAD.left}, ${HEIGHT - 10})`} fontSize={12} fill="currentColor">
          <rect x={0} y={-10} width={12} height={12} fill={MATCHED} />
          <text x={18} y={0}>
            Cocok (approve)
          </text>
          <rect x={140} y={-10} width={12} height={12} fill={PENDING} />
          <text x={158} y={0}>
            Pending
          </text>
        </g>
      </svg>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: "pointer", py: 0.5 }}>
          Tabel nominal per hari
        </Box>
        <DataTable
          label="Nominal BO per hari"
          rows={days}
          rowKey={(day) => day.date}
          columns={[
            { header: "Tanggal", cell: (day) => formatSpecDate(day.date, { padDay: true }) },
            { header: "Cocok (approve)", cell: (day) => `Rp ${formatRupiah(day.matched)}`, align: "right" },
            { header: "Pending", cell: (day) => `Rp ${formatRupiah(day.pending)}`, align: "right" },
          ]}
        />
      </Box>
    </Box>
  );
}
