import { Popover } from '@base-ui/react/popover';

export default function QuickStartPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-gray-300 bg-white px-3.5 font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[popup-open]:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[popup-open]:bg-gray-800">
        Delivery estimate
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className="z-[1300]">
          <Popover.Popup className="box-border w-[260px] rounded-lg border border-gray-300 bg-white px-4 py-3 text-sm leading-normal text-gray-900 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
            <Popover.Title render={<p />} className="m-0 mb-1 font-semibold">
              Arrives Thursday, 14 March
            </Popover.Title>
            <Popover.Description className="m-0 text-gray-600 dark:text-gray-400">
              Order in the next 3 hours and the parcel leaves our Leeds warehouse
              today.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
