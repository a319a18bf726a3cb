import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { formatJakartaClock } from "~/services/jakarta-time";

/** Rendered by the server; with scripts it ticks every second. */
export function JakartaClock({ serverNow }: { serverNow: string }) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography component="time" variant="body2" data-testid="clock" suppressHydrationWarning sx={{ whiteSpace: "nowrap" }}>
      {formatJakartaClock(now)}
    </Typography>
  );
}
