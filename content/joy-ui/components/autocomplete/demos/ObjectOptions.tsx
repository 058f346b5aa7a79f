import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Employee {
  id: number;
  name: string;
  team: string;
}

// Two people share a name, so labels alone can't tell the options apart.
const employees: Employee[] = [
  { id: 101, name: 'Amara Okafor', team: 'Design' },
  { id: 102, name: 'Daniel Kim', team: 'Engineering' },
  { id: 103, name: 'Daniel Kim', team: 'Sales' },
  { id: 104, name: 'Lucía Fernández', team: 'Finance' },
  { id: 105, name: 'Priya Raman', team: 'Engineering' },
];

export default function ObjectOptions() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Reviewer</FormLabel>
      <Autocomplete
        options={employees}
        getOptionLabel={(employee) => `${employee.name} (${employee.team})`}
        getOptionKey={(employee) => employee.id}
        placeholder="Search by name"
      />
    </FormControl>
  );
}
