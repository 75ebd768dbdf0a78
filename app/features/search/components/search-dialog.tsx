// CONTRACT (owned by the public reading work, issue 2): the header's search button + dialog.
export function SearchDialog() {
  return null
}
