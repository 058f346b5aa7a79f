import Box from '@mui/joy/Box';

export default function BoxThemeCallback() {
  return (
    <Box
      sx={(theme) => ({
        ...theme.variants.soft.warning,
        maxWidth: 420,
        p: 2,
        borderRadius: 'md',
        borderInlineStart: '4px solid',
        borderColor: theme.vars.palette.warning[500],
        fontFamily: theme.vars.fontFamily.body,
        fontSize: theme.vars.fontSize.sm,
      })}
    >
      Your trial ends in 3 days. Add a payment method to keep your 14 projects and
      their history.
    </Box>
  );
}
