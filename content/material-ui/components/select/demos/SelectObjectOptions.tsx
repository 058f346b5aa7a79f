import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

interface Address {
  id: string;
  name: string;
  street: string;
  city: string;
}

// In an app these come from the server, as new objects on every fetch.
const addresses: Address[] = [
  { id: 'home', name: 'Home', street: '14 Rue des Lilas', city: 'Lyon' },
  { id: 'office', name: 'Office', street: '2 Quai Perrache', city: 'Lyon' },
  { id: 'parents', name: 'Parents', street: '8 Chemin du Moulin', city: 'Annecy' },
];

export default function SelectObjectOptions() {
  // Keep the id, not the object: ids compare equal across fetches, objects do not.
  const [addressId, setAddressId] = React.useState('home');
  const address = addresses.find((item) => item.id === addressId);

  return (
    <FormControl sx={{ minWidth: 260 }}>
      <InputLabel id="ship-to-label">Ship to</InputLabel>
      <Select
        labelId="ship-to-label"
        id="ship-to"
        label="Ship to"
        value={addressId}
        onChange={(event: SelectChangeEvent) => setAddressId(event.target.value)}
        aria-describedby="ship-to-helper"
      >
        {addresses.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id="ship-to-helper">
        {address ? `${address.street}, ${address.city}` : 'Choose an address'}
      </FormHelperText>
    </FormControl>
  );
}
