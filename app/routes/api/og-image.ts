export function loader() { return new Response('Not implemented yet', { status: 501 }) }
