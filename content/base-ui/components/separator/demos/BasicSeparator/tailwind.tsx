import { Separator } from '@base-ui/react/separator';

export default function BasicSeparator() {
  return (
    <div className="w-full max-w-80 rounded-theme border border-divider bg-surface p-4 text-sm">
      <div className="font-medium text-fg">Shipping address</div>
      <div className="text-fg-muted">14 Rue des Lilas, 69003 Lyon</div>
      <Separator className="my-3 h-px bg-divider" />
      <div className="font-medium text-fg">Payment method</div>
      <div className="text-fg-muted">Visa ending in 4821</div>
    </div>
  );
}
