/** Listings get an owner in tests as in the bench: in the document and its versions (see seed/steps/ownerActivity). */
export { setOwnerAndVersions as setOwner } from '../../seed/steps/ownerActivity'
