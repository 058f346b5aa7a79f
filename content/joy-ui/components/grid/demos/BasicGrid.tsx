import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const blocks = [
  {
    span: 8,
    title: 'Article',
    text: 'How we cut our cloud bill by 40% in one quarter.',
  },
  { span: 4, title: 'Author', text: 'Farid Haddad, platform team.' },
  { span: 4, title: 'Reading time', text: '7 minutes.' },
  { span: 8, title: 'Comments', text: '23 comments, newest first.' },
];

export default function BasicGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {blocks.map((block) => (
        <Grid key={block.title} xs={block.span}>
          <Sheet
            variant="outlined"
            sx={{ p: 2, borderRadius: 'sm', height: '100%' }}
          >
            <Typography level="title-sm">
              {block.title} · xs={block.span}
            </Typography>
            <Typography level="body-sm">{block.text}</Typography>
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
