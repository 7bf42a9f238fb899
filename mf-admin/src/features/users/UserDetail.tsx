import { ROLES } from '@academy/contract/rules';
import { Link, selectRole, useAuthStore } from '@academy/shared';

import { ConfirmActionButton } from '../../components/confirm/ConfirmActionButton';
import { DetailList } from '../../components/details/DetailList';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ADMIN_BASE } from '../../app/sections';
import type { AdminUserDetail } from '@academy/contract';
import { TIME_MULTIPLIERS } from '@academy/contract/rules';
import { formatDateTime } from '../../lib/format';
import { useUpdateUser } from './api';
import { usersMessages } from './messages';
import { SettingForm } from './SettingForm';
import { UserCourses, UserOrders } from './UserRecords';
import './users.css';

const text = usersMessages;

/**
 * /Admin/users/{id}: a user's profile, courses and orders; deactivation, exam time accommodation,
 * and the role — a select for an admin viewer only (the API refuses role changes to staff).
 */
export function UserDetail({ record: user }: { record: AdminUserDetail }) {
  const viewerIsAdmin = useAuthStore(selectRole) === 'admin';
  const update = useUpdateUser(user.id);
  const roleOptions = ROLES.map((role) => ({ value: role, label: text.roles[role] }));
  const profile: [string, string][] = [
    [text.email, user.email],
    [text.name, user.username],
    [text.active, user.is_active ? text.activeYes : text.activeNo],
    [text.joined, formatDateTime(user.created_at)],
  ];
  if (!viewerIsAdmin) profile.splice(2, 0, [text.role, text.roles[user.role]]);
  const activation = user.is_active
    ? {
        label: text.deactivate,
        title: text.deactivateTitle(user.email),
        body: text.deactivateBody,
        busyLabel: text.deactivating,
        doneMessage: text.deactivated(user.email),
      }
    : {
        label: text.reactivate,
        title: text.reactivateTitle(user.email),
        body: text.reactivateBody,
        busyLabel: text.reactivating,
        doneMessage: text.reactivated(user.email),
      };
  return (
    <ListFrame
      id="user"
      title={user.email}
      className="admin-user"
      actions={
        <Link to=".." className="admin-button admin-button--quiet">
          {text.backToList}
        </Link>
      }
    >
      <h2>{text.profile}</h2>
      <DetailList fields={profile} />
      <div className="admin-user__actions">
        <ConfirmActionButton
          danger={user.is_active}
          confirmLabel={activation.label}
          action={() => update.mutateAsync({ is_active: !user.is_active })}
          failedMessage={text.changeFailed}
          {...activation}
        />
        <Link
          to={`${ADMIN_BASE}/enrollments/new?user=${user.id}`}
          className="admin-button admin-button--quiet"
        >
          {text.grantShortcut}
        </Link>
      </div>

      <SettingForm
        key={`time ${user.time_multiplier}`}
        name="time_multiplier"
        label={text.timeMultiplier}
        hint={text.timeMultiplierHint}
        options={TIME_MULTIPLIERS.map((value) => ({
          value: String(value),
          label: text.timeMultiplierOption(value),
        }))}
        saved={String(user.time_multiplier)}
        save={(value) => update.mutateAsync({ time_multiplier: Number(value) })}
        savedMessage={text.timeSaved}
      />
      {viewerIsAdmin && (
        <SettingForm
          key={`role ${user.role}`}
          name="role"
          label={text.role}
          hint={text.roleHint}
          options={roleOptions}
          saved={user.role}
          save={(value) => update.mutateAsync({ role: value as (typeof ROLES)[number] })}
          savedMessage={text.roleSaved}
        />
      )}

      <h2>{text.coursesOwned}</h2>
      <UserCourses user={user} />
      <h2>{text.orders}</h2>
      <UserOrders user={user} />
    </ListFrame>
  );
}
