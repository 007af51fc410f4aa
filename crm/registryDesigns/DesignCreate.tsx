/** A new registry's design: saved as its first draft, then edited and published. */
import { Create } from 'react-admin';
import { DesignForm } from './DesignForm';

export default function DesignCreate() {
  return (
    <Create resource="registry_designs" redirect="edit">
      <DesignForm />
    </Create>
  );
}
