import { Toggle } from '@base-ui/react/toggle';

export default function BasicToggle() {
  return (
    <div className="inline-flex items-center gap-3 text-[0.875rem] text-fg">
      Kyoto travel guide
      <Toggle
        aria-label="Favourite"
        className="group m-0 inline-flex size-9 cursor-pointer items-center justify-center rounded-theme border border-solid border-divider bg-transparent p-0 text-fg-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[pressed]:text-primary"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5 fill-none stroke-current stroke-[1.5] [stroke-linejoin:round] group-data-[pressed]:fill-current"
        >
          <polygon points="12 3 14.4 9.3 21 9.6 15.8 13.7 17.6 20.2 12 16.5 6.4 20.2 8.2 13.7 3 9.6 9.6 9.3" />
        </svg>
      </Toggle>
    </div>
  );
}
