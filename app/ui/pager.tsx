import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** Page numbers: first and last page, `neighbours` pages on each side of the current one, and ellipses between. */
export function pageItems(current: number, last: number, neighbours = 1): PageItem[] {
  const pages = new Set<number>([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page++) if (page >= 1 && page <= last) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) items.push(index === 1 ? "ellipsis-start" : "ellipsis-end");
    items.push(page);
  });
  return items;
}

/**
 * Previous, numbered pages and Next as plain links (the URL holds the page, so it works
 * without scripts), with 'Showing page X of N' when asked.
 */
export function Pager({
  page,
  last,
  hrefFor,
  neighbours = 1,
  showing = true,
}: {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
  neighbours?: number;
  showing?: boolean;
}) {
  return (
    <Box component="nav" aria-label="pagination" sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mt: 2 }}>
      {showing ? (
        <Typography variant="body2" sx={{ mr: 1 }}>
          {`Showing page ${page} of ${last}`}
        </Typography>
      ) : null}
      <PageLink to={hrefFor(page - 1)} disabled={page <= 1} label="Previous" />
      {pageItems(page, last, neighbours).map((item) =>
        typeof item === "number" ? (
          <PageLink key={item} to={hrefFor(item)} label={String(item)} current={item === page} />
        ) : (
          <span key={item} aria-hidden="true">
            …
          </span>
        ),
      )}
      <PageLink to={hrefFor(page + 1)} disabled={page >= last} label="Next" />
    </Box>
  );
}

function PageLink({ to, label, disabled, current }: { to: string; label: string; disabled?: boolean; current?: boolean }) {
  if (disabled || current) {
    return (
      <Button size="small" variant={current ? "contained" : "outlined"} disabled={disabled} aria-current={current ? "page" : undefined}>
        {label}
      </Button>
    );
  }
  return (
    <Button size="small" variant="outlined" component={Link} to={to} preventScrollReset>
      {label}
    </Button>
  );
}
