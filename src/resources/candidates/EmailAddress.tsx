import { Box } from '@mui/material';

/** An address that may break after the '@' only, not inside a word. */
export function EmailAddress({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at <= 0)
    return (
      <Box component="span" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Box>
    );
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value.slice(0, at + 1)}
      </Box>
      <wbr />
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value.slice(at + 1)}
      </Box>
    </>
  );
}
