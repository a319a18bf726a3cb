/** The websites of a select as the screens name them: 'Alpha (ABC)', the code as the value. */
export function WebsiteOptions({ websites }: { websites: readonly { website_id: number; website_name: string; website_code: string }[] }) {
  return (
    <>
      {websites.map((choice) => (
        <option key={choice.website_id} value={choice.website_code}>
          {`${choice.website_name} (${choice.website_code})`}
        </option>
      ))}
    </>
  );
}
