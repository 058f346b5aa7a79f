import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const books = [
  {
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  {
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    year: 1989,
    pages: 258,
  },
  {
    title: 'Americanah',
    author: 'Chimamanda Ngozi Adichie',
    year: 2013,
    pages: 588,
  },
  { title: 'Piranesi', author: 'Susanna Clarke', year: 2020, pages: 272 },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 560 }} aria-label="Book club reading list">
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Author</TableCell>
            <TableCell align="right">Published</TableCell>
            <TableCell align="right">Pages</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {books.map((book) => (
            <TableRow key={book.title}>
              <TableCell component="th" scope="row">
                {book.title}
              </TableCell>
              <TableCell>{book.author}</TableCell>
              <TableCell align="right">{book.year}</TableCell>
              <TableCell align="right">{book.pages}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
