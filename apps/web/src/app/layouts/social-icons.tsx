/** Simple brand marks drawn here (lucide no longer ships brand icons). */
const svgProps = { viewBox: '0 0 24 24', className: 'size-5', fill: 'currentColor' } as const;

export const FacebookMark = () => (
  <svg aria-hidden="true" {...svgProps}>
    <path d="M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z" />
  </svg>
);

export const XMark = () => (
  <svg aria-hidden="true" {...svgProps}>
    <path d="M4 3h4.6l4.2 5.9L18 3h2.4l-6.5 7.5L21 21h-4.6l-4.6-6.4L6.2 21H3.8l6.9-8L4 3Zm3.4 1.6L17.4 19.4h1.3L8.7 4.6H7.4Z" />
  </svg>
);

export const InstagramMark = () => (
  <svg aria-hidden="true" {...svgProps}>
    <path d="M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5h-9ZM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm4.8-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
  </svg>
);
