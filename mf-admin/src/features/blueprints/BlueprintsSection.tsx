import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { ResourceRoutes } from '../../components/resource-pages/ResourceRoutes';
import { blueprintsApi } from './api';
import { BlueprintForm } from './BlueprintForm';
import { BlueprintsList } from './BlueprintsList';
import { blueprintsMessages } from './messages';
import './blueprints.css';

function EditBlueprint({ id }: { id: number }) {
  return (
    <RecordLoader api={blueprintsApi} id={id} things={blueprintsMessages.things}>
      {(record) => <BlueprintForm record={record} />}
    </RecordLoader>
  );
}

/** /Admin/blueprints: the list, a new blueprint, a blueprint's changes. */
export default function BlueprintsSection() {
  return (
    <ResourceRoutes
      list={<BlueprintsList />}
      create={<BlueprintForm record={null} />}
      edit={EditBlueprint}
    />
  );
}
