import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";

/** Spec: 'ERROR', the message, and 'Back to Home Page'. A plain link so it works without scripts. */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", textAlign: "center", p: 3 }}>
      <div>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 700 }}>
          ERROR
        </Typography>
        <Typography sx={{ my: 2 }}>We can’t seem to find the page you are looking for!</Typography>
        <Link href="/">Back to Home Page</Link>
      </div>
    </Box>
  );
}

/** A client the IP whitelist refused: its address as the server saw it, and whom to ask. */
export function RefusedAddressPage({ ip }: { ip: string }) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", textAlign: "center", p: 3 }}>
      <div>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 700 }}>
          Akses ditolak
        </Typography>
        <Typography sx={{ my: 2 }} data-testid="refused-address">
          {`Alamat IP Anda, ${ip} (seperti yang dilihat server), tidak terdaftar di whitelist.`}
        </Typography>
        <Typography>Minta ADMIN menambahkan alamat ini di halaman Whitelist, lalu muat ulang halaman ini.</Typography>
      </div>
    </Box>
  );
}
