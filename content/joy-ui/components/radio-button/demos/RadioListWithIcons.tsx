import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import AccountBalance from '@mui/icons-material/AccountBalance';
import CreditCard from '@mui/icons-material/CreditCard';
import Wallet from '@mui/icons-material/Wallet';

const methods = [
  { value: 'card', label: 'Credit or debit card', icon: <CreditCard /> },
  { value: 'bank', label: 'Bank transfer', icon: <AccountBalance /> },
  { value: 'wallet', label: 'Store credit ($35.00 left)', icon: <Wallet /> },
];

export default function RadioListWithIcons() {
  return (
    <FormControl sx={{ maxWidth: 400 }}>
      <FormLabel>Payment method</FormLabel>
      <RadioGroup defaultValue="card" name="payment-method">
        <List
          sx={(theme) => ({
            '--List-gap': '0.5rem',
            '--ListItem-paddingY': '0.75rem',
            '--ListItem-radius': theme.vars.radius.sm,
          })}
        >
          {methods.map((method) => (
            <ListItem key={method.value} variant="outlined">
              <ListItemDecorator>{method.icon}</ListItemDecorator>
              <Radio
                overlay
                value={method.value}
                label={method.label}
                sx={{ flexGrow: 1, flexDirection: 'row-reverse' }}
                slotProps={{
                  action: ({ checked }) => ({
                    sx: checked
                      ? { border: '2px solid', borderColor: 'primary.500' }
                      : {},
                  }),
                }}
              />
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </FormControl>
  );
}
