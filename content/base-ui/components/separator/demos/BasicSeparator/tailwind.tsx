import { Separator } from '@base-ui/react/separator';

export default function BasicSeparator() {
  return (
    <div className="w-full max-w-80 rounded-lg border border-gray-200 bg-white p-4 text-sm dark:border-gray-700 dark:bg-gray-900">
      <div className="font-medium text-gray-900 dark:text-gray-100">
        Shipping address
      </div>
      <div className="text-gray-600 dark:text-gray-400">
        14 Rue des Lilas, 69003 Lyon
      </div>
      <Separator className="my-3 h-px bg-gray-200 dark:bg-gray-700" />
      <div className="font-medium text-gray-900 dark:text-gray-100">
        Payment method
      </div>
      <div className="text-gray-600 dark:text-gray-400">Visa ending in 4821</div>
    </div>
  );
}
