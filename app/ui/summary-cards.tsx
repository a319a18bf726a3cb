import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatRupiah } from "~/services/money";
import type { PlayerTotals } from "~/services/reports/reports.server";

const countFormat = new Intl.NumberFormat("id-ID");

/** The Data Player's four cards: Total Deposit, Total Withdraw, Balance, Total Transactions. */
export function SummaryCards({ totals }: { totals: PlayerTotals }) {
  const cards = [
    { id: "total-deposit", label: "Total Deposit", value: `Rp ${formatRupiah(totals.totalDeposit)}` },
    { id: "total-withdraw", label: "Total Withdraw", value: `Rp ${formatRupiah(totals.totalWithdraw)}` },
    { id: "balance", label: "Balance", value: `Rp ${formatRupiah(totals.balance)}` },
    { id: "total-transactions", label: "Total Transactions", value: countFormat.format(totals.totalTransactions) },
  ];
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))", gap: 2, mb: 1 }}>
      {cards.map((card) => (
        <Paper key={card.id} sx={{ p: 2 }} data-testid={`card-${card.id}`}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            {card.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
