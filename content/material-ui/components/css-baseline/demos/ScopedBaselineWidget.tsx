import Button from '@mui/material/Button';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

// Only this widget gets the baseline; the page around it keeps its own styles.
export default function ScopedBaselineWidget() {
  return (
    <ScopedCssBaseline
      enableColorScheme
      sx={{
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <p style={{ marginTop: 0 }}>
        <strong>Order #4512</strong> left our warehouse this morning and should reach
        you on Thursday.
      </p>
      <label>
        <input type="checkbox" /> Text me when the driver is close
      </label>
      <div>
        <Button size="small" sx={{ mt: 1 }}>
          Track parcel
        </Button>
      </div>
    </ScopedCssBaseline>
  );
}
