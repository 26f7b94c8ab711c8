/** The words the user types in /profile to delete their account; DELETE /user wants them in `confirmation`. */
export const DELETE_ACCOUNT_CONFIRMATION = 'Eliminar mi cuenta';

/** Case and surrounding spaces do not matter (a phone keyboard capitalises); the words do. */
export const isDeleteConfirmation = (typed: string) =>
  typed.trim().toLocaleLowerCase('es') === DELETE_ACCOUNT_CONFIRMATION.toLocaleLowerCase('es');
