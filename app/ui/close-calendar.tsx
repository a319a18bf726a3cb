import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { dayHref, type CloseCalendar } from "~/services/day-close/day-links";
import { DAY_CLOSE_MESSAGES as M } from "~/services/day-close/messages";
import { formatSpecDate } from "~/services/spec-date";

/** Each website's last 14 days as open or closed, each a link to that day's Tutup Hari page; words, not colour alone. */
export function CloseCalendarTable({ calendar }: { calendar: CloseCalendar }) {
  return (
    <Paper sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {M.calendarTitle}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={M.calendarTitle}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Website</TableCell>
              {calendar.days.map((day) => (
                <TableCell key={day} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                  {formatSpecDate(day, { padDay: true }).slice(0, 6)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {calendar.websites.map((site) => (
              <TableRow key={site.website} data-testid={`close-calendar-${site.website}`}>
                <TableCell>{site.website}</TableCell>
                {site.closed.map((closed, index) => (
                  <TableCell key={calendar.days[index]}>
                    <Link
                      href={dayHref(site.website, calendar.days[index])}
                      data-testid={`close-${site.website}-${calendar.days[index]}`}
                      underline="hover"
                      sx={{ color: closed ? "success.main" : "text.secondary", whiteSpace: "nowrap" }}
                    >
                      {closed ? M.stateClosed : M.stateOpen}
                    </Link>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
