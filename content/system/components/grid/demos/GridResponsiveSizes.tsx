import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const courses = [
  { title: 'Bread baking basics', length: '4 weeks' },
  { title: 'Watercolour landscapes', length: '6 weeks' },
  { title: 'Beginner Spanish', length: '10 weeks' },
  { title: 'Bike maintenance', length: '3 weeks' },
  { title: 'Garden design', length: '5 weeks' },
  { title: 'Digital photography', length: '8 weeks' },
];

export default function GridResponsiveSizes() {
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }}>
      {courses.map((course) => (
        // One per row on phones, two from `sm`, three from `md`.
        <Grid key={course.title} size={{ xs: 12, sm: 6, md: 4 }}>
          <Box
            sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', height: '100%' }}
          >
            <Box sx={{ fontWeight: 'medium' }}>{course.title}</Box>
            <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
              {course.length}
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
