import Typography from '@mui/joy/Typography';

export default function NestedTypography() {
  return (
    <Typography level="body-md" sx={{ maxWidth: 440 }}>
      Your order{' '}
      <Typography textColor="text.primary" sx={{ fontWeight: 'lg' }}>
        #A-1042
      </Typography>{' '}
      ships on <Typography color="success">Tuesday, 14 May</Typography>. Use the code{' '}
      <Typography
        variant="soft"
        color="neutral"
        sx={{ fontFamily: 'code', fontSize: 'sm' }}
      >
        SPRING10
      </Typography>{' '}
      for <Typography level="title-md">10% off</Typography> your next order.
    </Typography>
  );
}
