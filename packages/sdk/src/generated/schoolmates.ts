// Generated from openapi/schoolmates.yaml by `pnpm generate`. Do not edit.
export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a username or e-mail and a password
         * @description Looks the account up among staff and students (usernames are unique across the portal;
         *     an e-mail also works). A disabled, graduated or withdrawn account cannot sign in (403).
         *     Success answers a new session token and the signed-in user. Failed attempts are
         *     rate limited per account and per address (429). The message on success is
         *     `Welcome onboard`.
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new school and its superadmin
         * @description Creates the school (plan `STARTER PLAN` unless another is chosen), its first campus
         *     (named after the school, preschool when `school_type` is `preschool`) and the superadmin
         *     staff account, then signs that superadmin in. The username defaults to
         *     `firstname.surname` (a number is added on a clash); a username that is given must be free
         *     (409). The e-mail must not belong to another account (409).
         */
        post: operations["signUpSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset link to an e-mail address
         * @description When an active account has this e-mail, a single-use reset token (valid 60 minutes) is
         *     e-mailed as a link to `/reset-password`. The answer is the same message whether or not
         *     such an account exists, so the call cannot be used to discover accounts.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets the password of the account the token was issued for, uses the token up and revokes
         *     every session of that account. An unknown, used or expired token answers 422 with an
         *     error on `token`; `password_confirmation` must equal `password` (422).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out and revoke the current session
         * @description Revokes the token used for this call; later calls with it answer 401.
         */
        post: operations["logoutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's own profile
         * @description Staff get the staff profile, students the student profile (`role` tells which). Never
         *     carries a password or hash.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update my staff profile
         * @description A signed-in staff member changes their own details, picture and signature. Students use `PATCH /profile/{id}`.
         */
        patch: operations["updateStaffProfile"];
        trace?: never;
    };
    "/changepassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Checks `old_password` (wrong → 422 on `old_password`), requires `confirm_password` to
         *     equal `new_password` and the new password to differ from the old one (422). Clears the
         *     must-change flag of a one-time password, then revokes every session of the user,
         *     this one included: the client signs in again with the new password. Attempts are rate
         *     limited (429).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campuses
         * @description A superadmin gets every campus of the school (optionally only one status); every other
         *     role gets only its own campus. Sorted by name.
         */
        get: operations["listCampuses"];
        put?: never;
        /**
         * Create a campus
         * @description The campus starts `active`. Campus names are unique within the school (409, compared
         *     without regard to case or surrounding spaces).
         */
        post: operations["createCampus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a campus
         * @description Only an empty campus can be deleted: one with staff, students, classes, preschools or
         *     academic records answers 409 (disable it instead). The caller's own campus cannot be
         *     deleted (409).
         */
        delete: operations["deleteCampus"];
        options?: never;
        head?: never;
        /**
         * Update a campus
         * @description Changes only the fields sent. A new name must stay unique within the school (409).
         *     `is_preschool` cannot change once the campus has classes, preschools, staff or students
         *     (409).
         */
        patch: operations["updateCampus"];
        trace?: never;
    };
    "/disablecampus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Disable a campus
         * @description Sets the status to `disabled`: the campus is left out of pickers for new staff, students,
         *     classes and preschools; existing records are kept. Disabling a disabled campus changes
         *     nothing and answers 200. The last active campus of the school and the caller's own
         *     campus cannot be disabled (409).
         */
        patch: operations["disableCampus"];
        trace?: never;
    };
    "/enablecampus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enable a campus
         * @description Sets the status to `active`; enabling an active campus changes nothing and answers 200.
         */
        patch: operations["enableCampus"];
        trace?: never;
    };
    "/designation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all designations (roles)
         * @description The fixed list: 1 Admin, 2 Account, 3 Principal, 4 Teacher, 6 Super Admin, 7 Student. The record id is the designation id as a string.
         */
        get: operations["listDesignations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's school
         * @description The school of the session (name, contacts, logo, plan, type, director of studies, admission-number setting), as report cards and headers show it.
         */
        get: operations["getSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set or remove the school's logo
         * @description Attaches an uploaded logo (`POST /files` with purpose `school_logo`) to the caller's
         *     school, or removes it with null. Headers, documents and report cards released from then
         *     on print it; the check page of those cards shows it. An id that is not an upload of the
         *     school with purpose `school_logo` answers 422 on `logo_file_id`.
         */
        patch: operations["updateSchool"];
        trace?: never;
    };
    "/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the designations the caller may give to staff
         * @description Superadmin and principal may assign Admin, Account, Principal and Teacher (1, 2, 3, 4).
         *     Admin may assign Account, Principal and Teacher (2, 3, 4), without Account on the
         *     `STARTER PLAN` and `STANDARD PLAN`. Super Admin (6) and Student (7) are never assignable
         *     here. The server applies the same rule when staff are created or changed.
         */
        get: operations["listAssignableRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getacademicperiod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the academic periods of a campus
         * @description Every (period, term, session) added for the campus, newest session first, with the
         *     current one flagged. Defaults to the caller's campus.
         */
        get: operations["listAcademicPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/academicperiod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an academic period to a campus
         * @description Adds (period, term, session) to the campus (the caller's own unless a superadmin names
         *     another). The session's years must be consecutive (422). The same combination twice
         *     answers 409. Adding does not make it current.
         */
        post: operations["createAcademicPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/current/academicperiod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current academic period of a campus
         * @description Defaults to the caller's campus. 404 when none has been set yet.
         */
        get: operations["getCurrentAcademicPeriod"];
        put?: never;
        /**
         * Make an academic period the current one of a campus
         * @description The (period, term, session) must already be added to the campus (404 otherwise). In one
         *     transaction it becomes the only current period of the campus. Setting the period that is
         *     already current changes nothing and answers 200.
         */
        post: operations["setCurrentAcademicPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List classes
         * @description A superadmin gets the classes of every campus of the school unless `campus_id` narrows
         *     it; other roles get their own campus's classes. Sorted by campus and class name.
         */
        get: operations["listClasses"];
        put?: never;
        /**
         * Create a class with its arms
         * @description The class belongs to `campus_id` (default: the caller's campus; only a superadmin may
         *     name another campus, 403 otherwise). The campus must be an elementary (not preschool)
         *     campus (422 on `campus_id`). Class names are unique per campus, compared without regard
         *     to case or surrounding spaces (409).
         */
        post: operations["createClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/class/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a class
         * @description A class that has students (of any status) or results answers 409. Otherwise the class is
         *     removed with its subject lists and teacher assignments.
         */
        delete: operations["deleteClass"];
        options?: never;
        head?: never;
        /**
         * Update a class
         * @description Changes only the fields sent; `sub_class`, when sent, replaces the list of arms. A new
         *     name must stay unique in the campus (409). Removing an arm that students are in answers
         *     409. Records refer to the class by id, so a rename shows everywhere at once; results keep
         *     the class they were earned in. Non-superadmins may only change classes of their own
         *     campus (403).
         */
        patch: operations["updateClass"];
        trace?: never;
    };
    "/subjects-to-class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the subjects a class offers in a session
         * @description Replaces the class's subject list for the session (default: the current session of the
         *     class's campus; 404 when none is set) with exactly `subject_ids`: subjects not listed are
         *     removed, new ones added, kept ones untouched. Every id must be a subject of the school
         *     (422 on `subject_ids.N`). Removing a subject that already has scores for the class in that
         *     session answers 409. Sending the same list again changes nothing.
         */
        post: operations["assignSubjectsToClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subject/{class_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the subjects of a class (by class)
         * @description The subjects the class offers in `session` (default: the current session of its campus;
         *     404 when none is set). The original took the class name here and the class id on
         *     `/subjectby/{id}`; both now take the class id and answer the same. A teacher may read
         *     only classes they teach (403).
         */
        get: operations["getClassSubjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subjectby/{class_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the subjects of a class (by class id)
         * @description The subjects the class offers in `session` (default: the current session of its campus;
         *     404 when none is set). Used by the assign-subjects, staff class-assignment and
         *     score-entry screens. A teacher may read only classes they teach (403).
         */
        get: operations["getClassSubjectsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studentbyclass/{class_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the students of a class
         * @description Students whose present class is this class (on a preschool campus: this preschool),
         *     active only unless `status` says otherwise, sorted by surname and first name. A teacher
         *     may read only classes they teach (403).
         */
        get: operations["listStudentsByClass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the subjects of the school
         * @description Every subject of the school, sorted by name, optionally filtered by `search` on the name.
         */
        get: operations["listSubjects"];
        put?: never;
        /**
         * Create a subject
         * @description Subject names are unique per school, compared without regard to case or surrounding spaces (409).
         */
        post: operations["createSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subject
         * @description A subject with scores, assignments, lesson notes or flip classes answers 409 (nothing is
         *     deleted behind the user's back). Otherwise it is removed from the school and from every
         *     class's subject list and teacher assignment.
         */
        delete: operations["deleteSubject"];
        options?: never;
        head?: never;
        /**
         * Rename a subject
         * @description The new name must stay unique in the school (409). Records refer to the subject by id,
         *     so the new name shows everywhere at once.
         */
        patch: operations["updateSubject"];
        trace?: never;
    };
    "/teacher-subject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the subjects the signed-in teacher teaches
         * @description For `session` (default: the current session of the teacher's campus; 404 when none is
         *     set): every subject of the class arm the teacher is class teacher of, plus every subject
         *     assigned to the teacher as subject teacher (also in the other arms of their own class),
         *     one record per (class arm, subject). Empty when the teacher has no class or subject yet.
         */
        get: operations["listTeacherSubjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the departments of the school
         * @description Sorted by department name.
         */
        get: operations["listDepartments"];
        put?: never;
        /**
         * Create a department
         * @description Both the department code (`department_id`) and the name are unique within the school, compared without regard to case (409).
         */
        post: operations["createDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a department
         * @description A department that staff belong to answers 409; move them first.
         */
        delete: operations["deleteDepartment"];
        options?: never;
        head?: never;
        /**
         * Update a department
         * @description Changes only the fields sent; code and name must stay unique in the school (409).
         */
        patch: operations["updateDepartment"];
        trace?: never;
    };
    "/schoolpopulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count active staff, teachers and students
         * @description Counts only `active` people. A superadmin counts the whole school unless `campus_id`
         *     narrows it; other roles count their own campus. `teachers` are staff with designation
         *     Teacher (4) and are also counted in `staffs`; `total_school_population` = staffs.total +
         *     students.total.
         */
        get: operations["getSchoolPopulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studentpopulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count active students
         * @description Active students by gender; scope as for `GET /schoolpopulation`.
         */
        get: operations["getStudentPopulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staffpopulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count active staff
         * @description Active staff of every designation by gender; scope as for `GET /schoolpopulation`.
         */
        get: operations["getStaffPopulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teacherpopulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count active teachers
         * @description Active staff with designation Teacher (4) by gender; scope as for `GET /schoolpopulation`.
         */
        get: operations["getTeacherPopulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the announcements for the caller's school
         * @description Unexpired announcements addressed to all schools or to the caller's school and campus,
         *     for the caller's audience (everyone, staff or students, or the caller's role), highest
         *     priority first, then newest. The school always comes from the session: `sch_id`
         *     is accepted for compatibility with older clients; another school's id answers 404.
         */
        get: operations["listAnnouncements"];
        put?: never;
        /**
         * Write an announcement
         * @description An announcement of the caller's school for its audience: everyone, staff, students or
         *     chosen roles, until the optional expiry date. A superadmin writes for every campus of the
         *     school; an admin or principal for their own campus. Audited.
         */
        post: operations["createAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/school": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the announcements written for the school
         * @description Every announcement written for the caller's school (an admin or principal: for their
         *     campus), expired ones included, newest first, for those who write them.
         */
        get: operations["listSchoolAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an announcement
         * @description Removes an announcement the caller may write (404 otherwise). Audited.
         */
        delete: operations["deleteAnnouncement"];
        options?: never;
        head?: never;
        /**
         * Edit an announcement
         * @description Changes the fields sent of an announcement the caller may write (404 for one of another
         *     school or campus, and for the notices to every school). Audited.
         */
        patch: operations["updateAnnouncement"];
        trace?: never;
    };
    "/preschool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List preschools (the classes of preschool campuses)
         * @description A superadmin gets the preschools of every campus of the school unless `campus_id`
         *     narrows it; other roles get their own campus's. Sorted by campus and name.
         */
        get: operations["listPreschools"];
        put?: never;
        /**
         * Create a preschool
         * @description The preschool belongs to `campus_id` (default: the caller's campus; only a superadmin may
         *     name another campus, 403 otherwise), which must be a preschool campus (422 on
         *     `campus_id`). Names are unique per campus, compared without regard to case (409).
         */
        post: operations["createPreschool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preschool/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a preschool
         * @description One preschool of the school by id, with its campus name. 404 for an id of another school or campus the caller may not see.
         */
        get: operations["getPreschool"];
        put?: never;
        post?: never;
        /**
         * Delete a preschool
         * @description A preschool that has students (of any status) or results answers 409. Otherwise it is
         *     removed with its subject assignments.
         */
        delete: operations["deletePreschool"];
        options?: never;
        head?: never;
        /**
         * Rename a preschool
         * @description The new name must stay unique in the campus (409). Records refer to the preschool by id,
         *     so the new name shows everywhere at once. Non-superadmins may only change preschools of
         *     their own campus (403).
         */
        patch: operations["updatePreschool"];
        trace?: never;
    };
    "/preschoolsubjects/{period}/{term}/{session}/{preschool_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the subjects assigned to a preschool for an academic period
         * @description The subjects (with their topics) that `POST /preschoolsubjectclass` assigned to this
         *     preschool for (period, term, session); an empty list when none are assigned yet. A
         *     teacher may read only preschools they teach (403).
         */
        get: operations["listPreschoolClassSubjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preschoolsubject/{period}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the preschool subjects of a campus for an academic period
         * @description Every preschool subject defined for (period, term, session) on the campus (default: the
         *     caller's campus), sorted by category and name.
         */
        get: operations["listPreschoolSubjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preschoolsubject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a preschool subject with its topics
         * @description Defines a subject and its topics for (period, term, session) on a preschool campus
         *     (default: the caller's campus; 422 on `campus_id` when it is not a preschool campus).
         *     Subject names are unique per campus and academic period, compared without regard to case
         *     (409).
         */
        post: operations["createPreschoolSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preschoolsubject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a preschool subject
         * @description A subject that a preschool result already rates answers 409. Otherwise it is removed
         *     together with its assignments to preschools.
         */
        delete: operations["deletePreschoolSubject"];
        options?: never;
        head?: never;
        /**
         * Update a preschool subject
         * @description Changes only the fields sent; `topic`, when sent, replaces the list. The name must stay
         *     unique for the campus and academic period (409). Removing a topic that a result of the
         *     period already rates answers 409.
         */
        patch: operations["updatePreschoolSubject"];
        trace?: never;
    };
    "/preschoolsubjectclass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the subjects of a preschool for an academic period
         * @description Replaces the preschool's subject list for (period, term, session) with exactly
         *     `subject_ids`. Every id must be a preschool subject of the preschool's campus for that
         *     same academic period (422 on `subject_ids.N`). Removing a subject that a result of the
         *     period already rates answers 409. Sending the same list again changes nothing.
         */
        post: operations["assignPreschoolSubjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff
         * @description Staff of the caller's campus (superadmin: every campus of the school, or the one named in `campus_id`), by surname. `search` matches names, username, email and phone.
         */
        get: operations["listStaff"];
        put?: never;
        /**
         * Create a staff member
         * @description Creates an active staff member. The server makes the username (`firstname.surname` in lower case, letters only, with 1, 2, … added when it is already taken anywhere in the portal) and a one-time password, returned once in this answer for the login slip; the staff member sets their own password at first sign-in. 409 when the email is already used by another staff member or the class arm already has a class teacher.
         */
        post: operations["createStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a staff member
         * @description Deletes a staff member who has no history. A staff member who has entered results, lesson notes or assignments, recorded payments, or is the director of studies answers 409 (disable them instead). Callers cannot delete themselves (409).
         */
        delete: operations["deleteStaff"];
        options?: never;
        head?: never;
        /**
         * Update a staff member
         * @description Changes the fields sent. Only staff of the caller's campus (superadmin: the school); others answer 404. 409 on an email already used or a class arm that already has a class teacher.
         */
        patch: operations["updateStaff"];
        trace?: never;
    };
    "/staff/{id}/one-time-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new one-time password to a staff member
         * @description For a staff member who lost their slip or password. Replaces their password with a new one-time password and signs out their sessions; they set their own password at the next sign-in. A disabled staff member answers 409 (enable first). Callers use the change-password call for themselves (409).
         */
        post: operations["issueStaffOneTimePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disablestaff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Disable a staff member
         * @description Sets the status to `disabled`: the staff member cannot sign in and their sessions end at once. Disabling a disabled staff member changes nothing. Callers cannot disable themselves (409).
         */
        patch: operations["disableStaff"];
        trace?: never;
    };
    "/enablestaff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enable a staff member
         * @description Sets the status back to `active`. Enabling an active staff member changes nothing.
         */
        patch: operations["enableStaff"];
        trace?: never;
    };
    "/staffattendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff attendance
         * @description Attendance rows of the caller's campus (superadmin: the school), newest day first, then by surname. A teacher gets only their own rows.
         */
        get: operations["listStaffAttendance"];
        put?: never;
        /**
         * Save staff attendance for a day
         * @description Idempotent per staff member and day: each entry creates or replaces the row for (`staff_id`, `date_in`), so sending the same body again changes nothing. Every staff id must be active staff of the caller's campus (superadmin: the school) (422 with `entries.N.staff_id`). A teacher may only save their own entry (403 otherwise).
         */
        post: operations["saveStaffAttendance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/add-dos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the director of studies
         * @description Makes an active staff member the director of studies of their campus, replacing the previous one; the name prints on end-of-term report cards. Admin and principal may only choose staff of their own campus (404 otherwise). A disabled staff member answers 409.
         */
        post: operations["setDirectorOfStudies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the director of studies
         * @description The director of studies of the caller's campus (superadmin: of the campus in `campus_id`, required for a school with several campuses, 422 without it).
         */
        get: operations["getDirectorOfStudies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List students
         * @description Students of the caller's campus (superadmin: every campus of the school, or the one in `campus_id`), by surname. A teacher gets only the students of the class arms they teach (as class or subject teacher). `search` matches names and admission number.
         */
        get: operations["listStudents"];
        put?: never;
        /**
         * Create a student
         * @description Creates an active student. The admission number is typed, or allocated atomically as `{INITIAL}/{MMYYYY}/{NNNNN}` (per-school, per-month sequence) when the school turned auto-generation on. The username is the admission number (`-N` added if another school's user already has it). A one-time password is returned once in this answer for the login slip; the student sets their own password at first sign-in. 409 when a typed admission number is already used in the school, or the school's plan allows no more active students.
         */
        post: operations["createStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a student
         * @description Deletes a student entered by mistake. A student with results, invoices, payments or assignment answers answers 409 (withdraw or disable them instead).
         */
        delete: operations["deleteStudent"];
        options?: never;
        head?: never;
        /**
         * Update a student
         * @description Changes the fields sent. Only students of the caller's campus (superadmin: the school); others answer 404. 409 on an admission number already used, or a status change a graduated student cannot take.
         */
        patch: operations["updateStudent"];
        trace?: never;
    };
    "/student/{id}/one-time-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new one-time password to a student
         * @description For a student who lost their slip or password. Replaces their password with a new one-time password and signs out their sessions. A student who is not `active` answers 409.
         */
        post: operations["issueStudentOneTimePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import students from a spreadsheet
         * @description Admits many students at once from the rows of a spreadsheet (CSV or XLSX read by the web app), each cell as typed. Every row is checked as `POST /student` would check it, and against the other rows: an unknown class or arm (by name, of the campus), an admission number already used in the school or twice in the file, a bad or future date of birth, a bad session, gender, e-mail, phone, genotype or blood group. With `dry_run` nothing is written and the answer lists every problem at its row and field (`rows.3.dob`, rows counted from 0). Without it, a file with any problem answers 422 with the same `errors` and writes nothing; a clean file is admitted whole in one transaction (all or nothing), and the answer carries a login slip with a one-time password for every new student, shown only here. When the school generates admission numbers the column must be left blank and numbers are allocated in row order. Optional guardian columns (issue 28) link each student to a parent or guardian: rows naming the same phone or e-mail are one guardian, a guardian of the school with that phone or e-mail is linked rather than copied, and a new one is made and invited in the same transaction; the answer's `guardians` says which are new and which matched (on the dry run too).
         */
        post: operations["importStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import staff from a spreadsheet
         * @description Adds many staff members at once from the rows of a spreadsheet (CSV or XLSX read by the web app), each cell as typed. Every row is checked as `POST /staff` would check it, and against the other rows: a role the caller may not give (by name: Admin, Account, Principal, Teacher), an unknown department (by name or code), an e-mail already used in the school or twice in the file, a bad gender or phone. With `dry_run` nothing is written and the answer lists every problem at its row and field (`rows.3.role`, rows counted from 0). Without it, a file with any problem answers 422 with the same `errors` and writes nothing; a clean file is added whole in one transaction (all or nothing), each with a username `firstname.surname` (a number added on a clash) and a login slip with a one-time password, shown only here.
         */
        post: operations["importStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login-slips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue login slips for a class
         * @description Prints sign-in details for a class: passwords are only stored hashed, so each chosen student gets a new one-time password (any older slip stops working) and the answer lists them for printing. By default only students who have not yet set their own password are included; see `include_activated`.
         */
        post: operations["issueClassLoginSlips"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enablestudent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enable a student
         * @description Sets a disabled student back to `active`. Enabling an active student changes nothing; a graduated or withdrawn student answers 409.
         */
        patch: operations["enableStudent"];
        trace?: never;
    };
    "/disablestudent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Disable a student
         * @description Sets an active student to `disabled`: they cannot sign in and their sessions end at once. Disabling a disabled student changes nothing; a graduated or withdrawn student answers 409.
         */
        patch: operations["disableStudent"];
        trace?: never;
    };
    "/admission-number/settings/{school_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the admission-number settings
         * @description Answers for the caller's school: the path id is kept for compatibility with the original product; another school's id answers 404.
         */
        get: operations["getAdmissionNumberSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission-number/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the admission-number settings
         * @description Turns auto-generation on (with the initial) or off for the caller's school. Numbers already given never change; the monthly sequence continues from the highest number issued with the same prefix.
         */
        post: operations["saveAdmissionNumberSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promote-students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Promote or graduate students of a class arm
         * @description Moves the chosen students in one transaction and records each move in the promotion history with the current session. Results keep the class they were earned in.
         */
        patch: operations["promoteStudents"];
        trace?: never;
    };
    "/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update my student profile
         * @description A signed-in student updates their own contact and health details. The id must be the caller's own student id (403 otherwise).
         */
        patch: operations["updateStudentProfile"];
        trace?: never;
    };
    "/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank accounts
         * @description The school's bank accounts. Students get them for the "pay into" part of their invoice, without `opening_balance` and `total_received`.
         */
        get: operations["listBanks"];
        put?: never;
        /**
         * Add a bank account
         * @description 409 when the school already has this account number at this bank.
         */
        post: operations["createBank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a bank account
         * @description An account that payments were recorded into answers 409.
         */
        delete: operations["deleteBank"];
        options?: never;
        head?: never;
        /**
         * Update a bank account
         * @description Changes the fields sent; 409 on a duplicate account number at the bank. Payments already recorded keep pointing at this account.
         */
        patch: operations["updateBank"];
        trace?: never;
    };
    "/expectedincome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the expected income
         * @description Σ invoice totals (after discounts) of the invoices of the term (or session). For the caller's campus (superadmin: the whole school), for the term and session asked (term left out: the whole session; session left out: the current one). The six figures always agree with each other and with the invoice and payment lists.
         */
        get: operations["getExpectedIncome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receivedincome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the received income
         * @description Σ payments on the invoices of the term (or session). For the caller's campus (superadmin: the whole school), for the term and session asked (term left out: the whole session; session left out: the current one). The six figures always agree with each other and with the invoice and payment lists.
         */
        get: operations["getReceivedIncome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountbalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account balance
         * @description Σ opening balances of the bank accounts + received income − total expense; may be negative. For the caller's campus (superadmin: the whole school), for the term and session asked (term left out: the whole session; session left out: the current one). The six figures always agree with each other and with the invoice and payment lists.
         */
        get: operations["getAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-statement/{student_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's statement across terms
         * @description Every term the student was invoiced, oldest first: the balance brought forward from the terms before, what the term's invoice charged and what was paid on it, and the balance carried forward; then the credit the student holds (overpayments not yet used) and what they owe in all. Account staff: students of their campus (404 otherwise); superadmin: the school's.
         */
        get: operations["getStudentStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finance/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proprietor's finance overview, campus by campus
         * @description The six summary figures of each campus of the school for the term and session asked (term left out: the whole session; session left out: the current one), by campus name, and of the whole school. A campus's account balance counts the opening balances of its own bank accounts; the whole school's accounts are apart (`meta.school_accounts_opening`), so each figure of the campuses adds up to the school's (the account balance with the school's own accounts).
         */
        get: operations["getFinanceOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the discount total
         * @description Σ discount totals of the invoices of the term (or session). For the caller's campus (superadmin: the whole school), for the term and session asked (term left out: the whole session; session left out: the current one). The six figures always agree with each other and with the invoice and payment lists.
         */
        get: operations["getDiscountTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/totalexpense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the total expense
         * @description Σ expenses recorded for the term (or session). For the caller's campus (superadmin: the whole school), for the term and session asked (term left out: the whole session; session left out: the current one). The six figures always agree with each other and with the invoice and payment lists.
         */
        get: operations["getTotalExpense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outstanding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the outstanding balance
         * @description Expected income − received income. For the caller's campus (superadmin: the whole school), for the term and session asked (term left out: the whole session; session left out: the current one). The six figures always agree with each other and with the invoice and payment lists.
         */
        get: operations["getOutstandingBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fees
         * @description Fees of the caller's campus (superadmin: the school) for the session asked (default: the current one).
         */
        get: operations["listFees"];
        put?: never;
        /**
         * Create a fee
         * @description 409 when a fee of the same name already covers one of the same classes in that term and session.
         */
        post: operations["createFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fee/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a fee
         * @description A fee that is on an invoice answers 409.
         */
        delete: operations["deleteFee"];
        options?: never;
        head?: never;
        /**
         * Update a fee
         * @description Changes the fields sent; invoices already made keep the amounts they copied. 409 on a clash of name and classes as in `POST /fee`.
         */
        patch: operations["updateFee"];
        trace?: never;
    };
    "/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description Account and superadmin: every invoice of the campus (superadmin: the school), filtered as asked, newest first; `search` matches the student's names, admission number and the invoice number. A student: only their own invoices, of every session when `session` is left out.
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create an invoice
         * @description Bills a student for a term and session. The server copies each fee's name and amount, computes nets and totals, and gives the next invoice number of the session (`INV/2025-2026/000123`). Credit the student holds (an online payment above a balance) pays the new invoice as far as it goes, in the same transaction, as a payment with its receipt, remarked as paid from the credit. 409 when the student already has an invoice for that term and session.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one invoice
         * @description One invoice with its items, payments (with receipt numbers) and adjustments, as the invoice document prints it. Account and superadmin: an invoice of the campus (superadmin: the school); a student: only their own (404 otherwise).
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an invoice
         * @description Changes the due date, note or items. Items of an invoice with payments change only as a recorded adjustment (see `InvoiceUpdate`).
         */
        patch: operations["updateInvoice"];
        trace?: never;
    };
    "/invoice/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoice a class arm, a class or the whole school from its fees
         * @description Bills every active student of the class arm (`class_id` and `sub_class`), the class (`class_id` alone) or the whole campus (no `class_id`; superadmin: the whole school) for the term and session, one invoice per student, each carrying every compulsory fee of that term and session that applies to the student's class (no discount). Students who already have an invoice for the term and session, and students no fee applies to, are skipped and listed. With `preview: true` nothing is written and the answer lists the invoices that would be made (without numbers). Otherwise all the invoices are made in one transaction with consecutive invoice numbers, and credit a student holds pays their new invoice as far as it goes (as for one invoice).
         */
        post: operations["createInvoiceBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/add-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a fee to the invoices already made, of a class arm, a class or the whole school
         * @description Adds the fee (its amount, no discount) as a new line to every invoice of the fee's term and session that the fee applies to: of the class arm (`class_id` and `sub_class`), the class (`class_id` alone) or the whole campus (no `class_id`; superadmin: the whole school). Each change is an adjustment with the reason given: a new version of the invoice's lines and an adjustment entry in the ledger, kept in the invoice's history, so an invoice already paid becomes part paid. Credit the student holds pays the fee added as far as it goes, as for a new invoice: in the same transaction, as a payment with its receipt, remarked as paid from the credit. Invoices that already carry the fee are skipped and listed. With `preview: true` nothing is written and the answer shows what each invoice would become (credit left out). Otherwise every invoice changes in one transaction.
         */
        post: operations["addFeeToInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Account and superadmin: every payment of the campus (superadmin: the school), filtered as asked, newest first; `search` matches the student's names, admission number, invoice number and reference. A student: only their own payments (fee history and receipts).
         */
        get: operations["listPayments"];
        put?: never;
        /**
         * Record a payment
         * @description Records money received against an invoice and gives it the next receipt number of the invoice's session (`RCT/2025-2026/000123`), once per `Idempotency-Key` (DECISIONS #20): the key is scoped to the school and the caller and kept at least 24 hours; a retry with the same key and body answers the first answer again (status and body) without recording again; the same key with a different body answers 422; a retry while the first is still being recorded answers 409. An amount above the invoice's outstanding balance (a paid invoice included) answers 422 with the balance in the message. The invoice's paid, outstanding and status follow.
         */
        post: operations["recordPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment
         * @description A student may only read their own payments (404 otherwise).
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct a payment
         * @description Corrects a payment with a reason: the ledger keeps the payment as it was, a reversal of it and the corrected entry, with the actor and the reason; the invoice figures follow and the receipt number stays. 422 when the new amount would make the invoice's payments exceed its total (the message gives the most the payment can be); 409 on a reversed payment, and on a payment from the student's credit (reverse it: the credit comes back).
         */
        patch: operations["updatePayment"];
        trace?: never;
    };
    "/payment/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a payment
         * @description Reverses a payment recorded by mistake (a bounced transfer, the wrong invoice), with a reason: the ledger keeps the payment and adds its reversal with the actor and the reason; the payment stops counting towards the invoice, whose balance is restored; the receipt number is not reused. A payment from the student's credit gives the credit back. 409 when the payment was already reversed.
         */
        post: operations["reversePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List expenses
         * @description Expenses of the caller's campus (superadmin: the school) for the term and session asked (term left out: the whole session; session left out: the current one), newest first; `search` matches the beneficiary, purpose, category and reference.
         */
        get: operations["listExpenses"];
        put?: never;
        /**
         * Record an expense
         * @description Records money spent by the caller's campus; it counts in the total expense and the account balance of its term and session. Expenses are never deleted; a mistake is corrected with `PATCH /expenses/{id}`.
         */
        post: operations["createExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct an expense
         * @description Corrects an expense with a reason: the ledger keeps the expense as it was, a reversal of it and the corrected entry, with the actor and the reason; the edit is kept in `edits`.
         */
        patch: operations["correctExpense"];
        trace?: never;
    };
    "/midtermresult/{student_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's own released mid-term result
         * @description The student-facing read of a mid-term (First Half) result. `student_id` must be the
         *     caller's own id (403 otherwise) and only a `released` result is returned. A result that
         *     is not released or is withheld answers 404 with `result_status` saying which, so the
         *     screen shows a message instead of scores. Staff read any status through
         *     `GET /staff/midtermresult/{student_id}/{term}/{session}`.
         */
        get: operations["getMidTermResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/midtermresult/{student_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a student's mid-term result, any status
         * @description The staff read of a mid-term (First Half) result, whatever its status (`not_released`,
         *     `released`, `withheld`). A teacher reads students of the class arms they teach (as class
         *     or subject teacher); other class arms answer 403.
         */
        get: operations["getStaffMidTermResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/midTermResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a class arm's mid-term scores for one subject
         * @description Saves the mid-term (First Half) scores of one class arm for one subject in one call, all
         *     or nothing: the whole body is checked first and nothing is written when any part is
         *     refused. The result of each student for (First Half, term, session) is created on its
         *     first save.
         *
         *     - `students[].scores` sets First Half components of the school's score scheme
         *       (`ca1`..`ca4`); a component not listed is left as it is. An entry is either a score
         *       (0 to the component's maximum, at most one decimal), or `absent: true` with
         *       `score: null` (counts as 0, shown as ABS), or `score: null` with `absent: false`, which
         *       clears the entry back to blank (not entered, not counted).
         *     - `subject_id` is required when any student carries scores (422). The caller must teach
         *       that subject in the class arm (403). The subject must be one of the class's subjects
         *       for the session (422).
         *     - `teacher_comment` may only be sent by the class teacher of the arm (403 for anyone
         *       else); omitted leaves it unchanged, null clears it.
         *     - Every student must be in the class arm (422 on `students.N.student_id`), appear once,
         *       and list a component at most once; a component that is not a First Half component of
         *       the scheme, or a score above its maximum, is refused with 422 on
         *       `students.N.scores.M.score` (or `.component`).
         *     - `term` and `session` must be an academic period of the caller's campus (422).
         *     - A released result's scores are locked (DECISIONS #14): a student whose mid-term
         *       result is `released`, or who carries scores and whose end-of-term result of the term
         *       is `released` (it shows the assessments too), cannot change: the call answers 409
         *       naming the students and saying to withhold the result first, and nothing is written.
         *       The result lists say which results are locked (`scores_locked_by`). Every saved
         *       result becomes `not_released` (DECISIONS #14), and each change to a result that had
         *       been released before is written to the audit log.
         *
         *     Answers the saved mid-term results of the students in the body, recomputed.
         */
        post: operations["saveMidTermResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/endTermResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a class arm's end-of-term scores and report details
         * @description Saves the end-of-term (Second Half) entries of one class arm in one call, all or nothing:
         *     the whole body is checked first and nothing is written when any part is refused. The
         *     result of each student for (Second Half, term, session) is created on its first save.
         *
         *     - `students[].scores` sets Second Half components of the school's score scheme (the
         *       `exam`), with the same entry rules as `POST /midTermResult`; `subject_id` is required
         *       when any student carries scores, and the caller must teach that subject in the arm
         *       (403). A subject teacher's save never touches other subjects.
         *     - The class teacher of the arm may also send, per student: `school_opened` and
         *       `times_present` (times absent is computed), the rating lists `affective_disposition`,
         *       `psychomotor_skills` (names from `/skills`), `pupil_report`, `psychomotor_performance`
         *       (names from `/reports`), `extra_curricular_activities` (ids from `/extra-curricular`),
         *       `abacus`, `performance_remark` and `teacher_comment`. Anyone else sending one of these
         *       gets 403. `hos_comment` is the principal's: only the principal, an admin or a
         *       superadmin write it, through `PATCH /result/hos-comment`; a teacher sending it gets 403. Omitted fields are left unchanged; a list that is sent replaces
         *       the stored list; null clears a value.
         *     - `hos_comment` null or never set: the head of school's comment shown is the bank comment
         *       that suits the student's average (see `GET /principalcomment`); a text written through
         *       `PATCH /result/hos-comment` is kept for that student instead. On release the bank comment in use is copied onto the
         *       result, so a released report card does not change when the bank does.
         *     - Attendance: `times_present` ≤ `school_opened` (422). Rating names must be attributes of
         *       the school's skill or report type of that name, each at most once (422).
         *     - A student whose end-of-term result is `released` cannot change: 409 naming the
         *       students and saying to withhold the result first, nothing written. Every saved result becomes `not_released`; changes to a
         *       result that had been released before are audited.
         *
         *     Answers the saved end-of-term results of the students in the body, recomputed (subject
         *     totals use every component of the scheme, including the First Half ones).
         */
        post: operations["saveEndTermResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a report card by its code
         * @description Anyone holding a report card (another school, a scholarship board, an embassy) checks it
         *     by the code printed on it (`SM-…`, also in its QR code), without signing in. The answer
         *     shows only minimal facts: the school and its logo, the student's name, class, term and
         *     session, when the result was released, and whether it is still `valid` or was
         *     `replaced` (withheld again, or changed and released again) and when. Scores are never
         *     shown here: they need the card's PIN (`POST /verify/{code}`). An unknown code, or the
         *     code of a result that was never released, answers 404. Look-ups are limited per address
         *     (429). Each look-up is logged for the school.
         */
        get: operations["getReportCardVerification"];
        put?: never;
        /**
         * Open a report card's scores with its PIN
         * @description With the PIN printed on the card, every figure of the card as it was released: each
         *     subject's scores, total, grade and position, the student's total, average, grade and
         *     position in class. A wrong PIN answers 422 and shows nothing; after 5 wrong PINs in a
         *     row the code's PIN is refused for an hour (429 with `Retry-After`), whoever asks. A
         *     `replaced` card answers its facts with `figures` null: its old scores are never shown
         *     as valid. Limited per address as look-ups are (429). Logged for the school, with
         *     whether the PIN was right.
         */
        post: operations["checkReportCardPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/{code}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logo of a checked report card's school
         * @description The logo of the card's school as the check page shows it, for anyone holding the card's
         *     code (the school's stored images are otherwise for its signed-in users only). 404 when
         *     no card has the code or its school has no stored logo. Limited per address, as look-ups
         *     are (429); not logged as a check.
         */
        get: operations["getReportCardLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that sign report cards
         * @description The portal's Ed25519 public keys as a JSON Web Key Set (RFC 7517), also served at
         *     `/.well-known/jwks.json`. A report card's QR code carries its signed statement (a
         *     compact JWS, `alg: EdDSA`, the key named by `kid`), so a verifier holding these keys
         *     checks a printed card without reaching the portal. Rotated keys stay listed, so older
         *     cards still verify.
         */
        get: operations["getVerificationKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-card-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List who checked the school's report cards
         * @description Every check of the school's report cards by code, newest first: when, which card
         *     (student, class, term, session), whether the card was still valid, and whether the PIN
         *     was given (right or wrong). A principal sees their campus's cards.
         */
        get: operations["listReportCardVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/endtermresult/{student_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's own released end-of-term result
         * @description The student-facing read of an end-of-term (Second Half) result: the report card.
         *     `student_id` must be the caller's own id (403 otherwise) and only a `released` result is
         *     returned; otherwise 404 with `result_status` (`not_released`, `withheld`, or null when
         *     there is no result yet). Staff read any status through
         *     `GET /staff/endtermresult/{student_id}/{term}/{session}`.
         */
        get: operations["getEndTermResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/endtermresult/{student_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a student's end-of-term result, any status
         * @description The staff read of an end-of-term (Second Half) result, whatever its status. A teacher
         *     reads students of the class arms they teach; other class arms answer 403.
         */
        get: operations["getStaffEndTermResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cumulativescore/{student_id}/{period}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a student's cumulative (annual) scores for a session
         * @description Per subject, the student's term totals for First, Second and Third Term of the session,
         *     up to and including `term` (later terms are null), computed by the server:
         *
         *     - a term total is the subject total of that term (all entered components); a term in
         *       which the student did not take the subject, or which has no result, is null and is not
         *       divided in;
         *     - `average_score` = mean of the non-null term totals (2 decimals, half up);
         *     - grade and remark come from the grading bands for `average_score`;
         *     - `position`, `class_average`, `highest` and `lowest` compare the students of the same
         *       class arm who took the subject, on their `average_score`, with competition ranking
         *       (1, 2, 2, 4). The arm is the one of the student's result for `term`; when `term` has no
         *       result yet, the one of the latest earlier term that has a result (`class_id` and
         *       `sub_class` say which);
         *     - the annual summary: `total_score` = Σ of the subjects' `average_score`,
         *       `student_average` = `total_score` ÷ subjects taken, `class_average` = mean of the
         *       arm's student averages, `position` by average (competition ranking).
         *
         *     A term without a result (including `term` itself) is answered as null, shown as "-",
         *     never a 404; 404 only when the student has no result in the session up to `term`.
         *     `period` is kept from the original path and echoed; it does not change the figures.
         *     A student may only read their own scores (403) and only terms whose end-of-term result
         *     is `released` count for them (others are null); staff see every term. A teacher reads
         *     students of the class arms they teach.
         *     A student or guardian whose result of `term` is held for fees owed gets 404 with
         *     `result_status: held`, and a held earlier term counts as null for them.
         */
        get: operations["getCumulativeScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/end-term-class-average/{student_id}/{class_name}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a student's end-of-year average against the class average
         * @description The end-of-year figures printed on a third-term report card: the student's annual total,
         *     annual average, grade and position, and the class arm's annual average, computed as the
         *     annual summary of `GET /cumulativescore` over every term of the session that has results.
         *
         *     The path segment keeps its original name `class_name`, but it carries the **id** of the
         *     class, not its name (DECISIONS #11: names are not unique across campuses and change on
         *     rename, and results keep the class they were earned in). The student must have results
         *     in that class for the session (404 otherwise). A teacher reads students of the class arms
         *     they teach.
         */
        get: operations["getEndTermClassAverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/release/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Release results of a class arm or of chosen students
         * @description Sets the results of (period, term, session) to `released`, either for a whole class arm
         *     (`class_id`, optionally `sub_class`; without it every arm of the class) or for a list of
         *     `student_ids`. All or nothing: every listed student must be in the caller's campus and
         *     have a result for that period (422 on `student_ids.N` otherwise). For a class, students
         *     without a result are skipped. Results already released are counted as unchanged.
         *     Released results are visible to their students and their scores cannot change until they
         *     are withheld again. Each change is written to the audit log.
         *
         *     One call does a whole class: it answers each selected student's outcome (`students`),
         *     and an end-of-term release computes the class sheet once for the bank comments it copies
         *     and the report-card codes it issues.
         */
        patch: operations["releaseResults"];
        trace?: never;
    };
    "/withhold/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Withhold results of a class arm or of chosen students
         * @description Sets the results of (period, term, session) to `withheld`, for a whole class arm or a
         *     list of students, with the same selection and all-or-nothing rules as
         *     `PATCH /release/result`. A withheld result shows its student a message, not scores, and
         *     its scores can be changed again (a change makes it `not_released`). Results already
         *     withheld are counted as unchanged. A withhold gives its `reason` (422 at `reason`
         *     without it); each change is written to the audit log with it.
         */
        patch: operations["withholdResults"];
        trace?: never;
    };
    "/result/hos-comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Write the principal's comment on a student's mid-term or end-of-term result
         * @description Sets the head of school's comment on a student's result of (period, term, session);
         *     `period` defaults to `Second Half` (end of term). Only the principal, an admin or a
         *     superadmin may write it; a class teacher sending `hos_comment` through
         *     `POST /endTermResult` gets 403.
         *
         *     - End of term: a text is kept for that student; null goes back to the bank comment that
         *       suits the student's average.
         *     - Mid-term: the card shows only a typed text (the bank's ranges are for the term's
         *       average); null clears it.
         *     - The student must have a result of (period, term, session) in the caller's campus
         *       (404; superadmin: any campus of the school).
         *     - A `released` result cannot change: 409 saying to withhold it first. A saved result
         *       becomes `not_released`; a change to a result that had been released before is written
         *       to the audit log.
         *
         *     Answers the result, recomputed (`attributes.period` tells which kind).
         */
        patch: operations["saveHosComment"];
        trace?: never;
    };
    "/class/{class_id}/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Choose what a class's positions rank on
         * @description Sets whether the class positions of a class (every arm, every term) rank students by
         *     average (the default) or by total (rules.md). Report cards and broadsheets say which
         *     (`ranked_by`) and are computed with it from then on; released results follow too, since
         *     figures are always computed, never stored. The class must be of the caller's campus
         *     (404; superadmin: any campus of the school).
         */
        patch: operations["setClassRanking"];
        trace?: never;
    };
    "/results/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the results audit trail
         * @description Who released, withheld or changed which result, and when (DECISIONS #14), newest first,
         *     a page at a time. `action` is `release`, `withhold` or `change` (a save to a result that
         *     had been released before, with what was sent in `detail`). Filters, all optional and
         *     combined: the student, the class the result was earned in (and its arm), term, session,
         *     the staff member who acted (`actor_id`), and a date range of when it happened (`from`,
         *     `to`, inclusive, in the server's calendar days). The caller's campus only (superadmin:
         *     every campus of the school). `to` before `from` is refused (422).
         */
        get: operations["listResultAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadsheet/{class_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the broadsheet of a class for a term
         * @description One row per student of the class (or of one arm with `sub_class`) and one column per
         *     subject, with every figure computed by the server: each student's subject totals (null
         *     when the subject was not taken), grades and subject positions, total, average, grade,
         *     class position and GPA; and per subject the class average, highest and lowest.
         *     Positions and averages are always within the student's own class arm, as on the report
         *     card; the per-subject and overall class figures are over the students listed.
         *
         *     `period` chooses the mid-term broadsheet (First Half components only) or the
         *     end-of-term one (all components, the default). Any status is shown, with each row's
         *     `status`. The original path carried the class name; it now carries the class id
         *     (DECISIONS #11). A teacher reads the classes they teach.
         */
        get: operations["getBroadsheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/result/firstassesment/{student_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a student's first continuous assessment
         * @description The student's mid-term result limited to the first First Half component of the score
         *     scheme (`ca1`): the same shape as `GET /staff/midtermresult`, with `result_type`
         *     `first_assessment` and every figure computed over that component alone. Any status.
         *     The path keeps its original spelling.
         */
        get: operations["getFirstAssessmentResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/result/secondassesment/{student_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a student's second continuous assessment
         * @description The student's mid-term result limited to the second First Half component of the score
         *     scheme (`ca2`), with `result_type` `second_assessment`. 404 when the school's scheme has
         *     a single continuous assessment. Any status. The path keeps its original spelling.
         */
        get: operations["getSecondAssessmentResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the results of a class or a student for a period
         * @description The results of (period, term, session), for a class (`class`, optionally `sub_class`)
         *     and/or one student (`student_id`); staff must give at least one of the two (422).
         *     First Half answers mid-term results, Second Half end-of-term results (the attributes
         *     differ; `period` tells which). `result_type` must agree with `period` (`endterm` with
         *     Second Half, the others with First Half; 422 otherwise); `first_assessment` ..
         *     `fourth_assessment` limit mid-term results to that component (`ca1`..`ca4`), `midterm`
         *     keeps all First Half components. `status` filters by result status. Only students who
         *     have a result appear; the compute screen lists the class's students and subjects from
         *     their own calls.
         *
         *     A student always gets only their own `released` results (`student_id` and `class` are
         *     ignored; any other `status` gives an empty list). A student whose result of (term, session)
         *     is held for fees owed gets 404 with `result_status: held`. A teacher reads the class arms they
         *     teach. Answers are never shared between callers (no cache keyed without the caller).
         */
        get: operations["listResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/fee-gate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the school's fee-gated results setting
         * @description Whether the school holds the results of students who owe fees (issue 29), and above
         *     what balance for the term, in kobo. A school that saved nothing has the gate off.
         */
        get: operations["getResultFeeGate"];
        /**
         * Change the school's fee-gated results setting
         * @description Turns the gate on or off and sets its threshold. While on, a student who owes more than
         *     `threshold` kobo for a term (its invoices' totals less what was paid on them), and is
         *     not exempted for it, reads "held" instead of that term's result, as do their guardians.
         */
        put: operations["saveResultFeeGate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/fee-holds/{class_id}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who of a class is held for fees owed in a term
         * @description Each active student of the class (optionally one arm) with what they owe for
         *     (term, session), whether they are exempted (and why) and whether their result is held.
         *     With the gate off nobody is held. For the release screen.
         */
        get: operations["getResultFeeHolds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/fee-exemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exempt a student's term result from the fee gate
         * @description The student's result of (term, session) is not held whatever they owe. The reason is
         *     kept and the exemption written to the audit log. One exemption per student and term
         *     (409 when there is one).
         */
        post: operations["createResultFeeExemption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/closingresumption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the closing and resumption dates of a term
         * @description The date the term ends and the date the next term begins, for (term, session) of the
         *     caller's campus; both default to the current academic period. 404 when none are set.
         *     Report cards carry these dates themselves (`session_ends`, `session_resumes`).
         */
        get: operations["getClosingResumption"];
        put?: never;
        /**
         * Set the closing and resumption dates of a term
         * @description Creates or replaces the dates of (term, session) for the caller's campus (a superadmin
         *     may name another campus of its school with `campus_id`). `session_resumes` must be after
         *     `session_ends` (422).
         */
        post: operations["saveClosingResumption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/maximumscores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the maximum scores of the campus's score scheme
         * @description The legacy view of the score scheme, derived from the campus's score settings
         *     (`GET /v2/result/score/school-settings`), read only: the First Half maximum (`midterm`),
         *     the first and second assessment maxima, the exam maximum and the total (100). 404 when
         *     the campus has no score settings yet.
         */
        get: operations["getMaximumScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/result/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the score scheme presets
         * @description The preset score schemes a school can start from (40-60, 20-20-60, 10-10-20-60 and
         *     10-10-10-10-60), each with its components. A preset is only a starting point: the scheme
         *     saved with `POST /v2/result/settings/store` is any valid list of components.
         */
        get: operations["listScoreOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/result/settings/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the campus's score scheme
         * @description Creates or replaces the score scheme of the caller's campus (a superadmin may name
         *     another campus of its school with `campus_id`). The scheme is an ordered list of
         *     components: 1 to 4 First Half (continuous-assessment) components first, then exactly one
         *     Second Half component (the exam); whole-number maxima that sum to 100. The server keys
         *     them `ca1`..`ca4` in order and `exam`. A list that breaks these rules answers 422.
         *
         *     When scores have already been entered for the current term (`has_scores`), a change is
         *     refused with 409 unless every entered score stays within its component's new maximum and
         *     no component that holds scores is removed. `score_option_id` records which preset the
         *     scheme came from (null for a custom one).
         */
        post: operations["saveScoreSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/result/score/school-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the campus's score scheme
         * @description The score scheme of the campus (default: the caller's). Teachers read it to enter
         *     scores. 404 when the campus has none yet.
         */
        get: operations["getScoreSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/result/settings/sheet-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sections a report sheet can show
         * @description The fixed list of report-sheet sections (attendance, ratings, cumulative scores, ...).
         */
        get: operations["listSheetSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/result/sheet/school-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read which sheet sections the campus shows for a period and term
         * @description The sections the campus (default: the caller's) shows on the report sheet of (period,
         *     term). When none were saved, the default the sheets use: every section, with `saved`
         *     false (the record's id is then the campus's id), so the settings screen shows what the
         *     report cards print without a 404.
         */
        get: operations["getSheetSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/result/settings/save-sheet-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose which sheet sections the campus shows for a period and term
         * @description Creates or replaces the sections shown on the report sheet of (period, term) for the
         *     caller's campus (a superadmin may name another campus with `campus_id`). Every id must
         *     be a section of `GET /v2/result/settings/sheet-sections` (422 on `sheet_ids.N`).
         */
        post: operations["saveSheetSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the campus's grading bands
         * @description The grading bands of the caller's campus, ordered by `score_from`. A complete set covers
         *     0..100 exactly once; a value is graded by rounding it half up to a whole number and
         *     finding its band.
         */
        get: operations["listGradingBands"];
        put?: never;
        /**
         * Replace the campus's grading bands
         * @description Replaces the whole set of grading bands of the caller's campus in one write. The bands
         *     must have whole-number bounds with `score_from` ≤ `score_to` and together cover 0..100
         *     exactly once (no gap, no overlap); a set that does not is refused with **422**, with the
         *     reason on the offending band (`bands.N.score_from`: "overlaps 60-69", "gap after 39").
         *     Results read the new bands at once.
         */
        post: operations["saveGradingBands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one grading band
         * @description Deletes a band and gives its range to the band below it (to the band above when it is
         *     the lowest), so the set still covers 0..100. Deleting the only band is refused with
         *     **409** (replace the set with `POST /grading` instead).
         */
        delete: operations["deleteGradingBand"];
        options?: never;
        head?: never;
        /**
         * Change one grading band
         * @description Changes a band's grade, remark or bounds. The set stays a cover of 0..100: moving a
         *     bound moves the shared bound of the neighbouring band with it (moving `score_from` of
         *     60-69 to 58 makes the band below end at 57). A change that would empty or cross a
         *     neighbour, or move the outer bounds 0 and 100, is refused with **409** and nothing
         *     changes. Answers the whole set after the change.
         */
        patch: operations["updateGradingBand"];
        trace?: never;
    };
    "/gpa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the campus's grade-point bands
         * @description The grade-point bands of the caller's campus, ordered by `min_mark`. A subject's grade
         *     point comes from the band of its total (rounded half up); GPA is the mean of the grade
         *     points of the subjects taken, 2 decimals. Students read them too: their report card
         *     prints the bands as its "Academic Rating" key, as the staff preview and the PDF do.
         */
        get: operations["listGradePoints"];
        put?: never;
        /**
         * Replace the campus's grade-point bands
         * @description Replaces the whole set of grade-point bands of the caller's campus in one write, with the
         *     same rule as grading bands: whole-number marks, `min_mark` ≤ `max_mark`, together
         *     covering 0..100 exactly once; otherwise **422** with the reason on the offending band.
         *     `key_range` is derived by the server.
         */
        post: operations["saveGradePoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gpa/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one grade-point band
         * @description Deletes a band and gives its range to the band below it (to the band above when it is
         *     the lowest). Deleting the only band is refused with **409**.
         */
        delete: operations["deleteGradePoint"];
        options?: never;
        head?: never;
        /**
         * Change one grade-point band
         * @description Changes a band's grade point, remark or marks; a moved bound moves the neighbouring
         *     band's shared bound with it, as for `PATCH /grading/{id}`. A change that would empty or
         *     cross a neighbour, or move the outer bounds 0 and 100, is refused with **409**. Answers
         *     the whole set after the change.
         */
        patch: operations["updateGradePoint"];
        trace?: never;
    };
    "/extra-curricular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the campus's extra-curricular activities
         * @description The activities of the caller's (elementary) campus. With `class_id`, the activities
         *     offered to that class: those for the class and those for every class.
         */
        get: operations["listExtraCurriculars"];
        put?: never;
        /**
         * Add an extra-curricular activity
         * @description Adds an activity for one class or, with `class_id` null or omitted, for every class. The
         *     name is unique within the campus for the same class scope (409).
         */
        post: operations["createExtraCurricular"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delete-extra-curricular/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an extra-curricular activity
         * @description Results that recorded the activity keep their copy of its name.
         */
        delete: operations["deleteExtraCurricular"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preschoolcurricular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the preschool campus's extra-curricular activities
         * @description The extra-curricular activities of the caller's preschool campus, by name: what a preschool result rates.
         */
        get: operations["listPreschoolExtraCurriculars"];
        put?: never;
        /**
         * Add a preschool extra-curricular activity
         * @description The name is unique within the campus (409).
         */
        post: operations["createPreschoolExtraCurricular"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delete-preschoolcurricular/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a preschool extra-curricular activity
         * @description Preschool results that recorded the activity keep their copy of its name.
         */
        delete: operations["deletePreschoolExtraCurricular"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/computedresult/{period}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the computed preschool results of a class
         * @description The preschool results saved for (period, term, session) in one preschool class
         *     (`class_id`; for a teacher it defaults to their own class). The compute screen uses it
         *     to mark which pupils are done. A teacher reads the classes they teach.
         */
        get: operations["listPreschoolResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preschoolresult/{student_id}/{period}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a pupil's preschool result
         * @description The preschool result sheet of one pupil for (period, term, session).
         */
        get: operations["getPreschoolResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preschoolresult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a pupil's preschool result
         * @description Creates or replaces the preschool result of one pupil for (period, term, session): no
         *     arithmetic, only ratings per topic, attendance, extra-curricular activities and comments.
         *     The caller must be the teacher of the pupil's preschool class (403).
         *
         *     - `evaluation_report` and `cognitive_development`: per subject of the class for (period,
         *       term, session), a rating per topic of that subject; an unknown subject or topic, or a
         *       topic given twice, is refused with 422. A list that is sent replaces the stored list;
         *       an omitted one is left unchanged.
         *     - `times_present` ≤ `school_opened` (422); times absent is computed.
         *     - `extra_curricular_activities` ids come from `/preschoolcurricular`.
         *     - `hos_comment` null or never set: the head of nursery's comment is left blank.
         */
        post: operations["savePreschoolResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the campus's skill rating groups
         * @description The skill groups of the caller's campus (`affective_disposition`, `psychomotor_skills`),
         *     each with the attributes a class teacher rates 1 to 5 on the end-of-term result.
         */
        get: operations["listSkills"];
        put?: never;
        /**
         * Add a skill rating group
         * @description One group per `skill_type` and campus; a second one is refused with 409 (change the first).
         */
        post: operations["createSkill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a skill rating group
         * @description One skill rating group of the caller's campus (`affective_disposition` or `psychomotor_skills`) with its attributes; 404 for another campus's id.
         */
        get: operations["getSkill"];
        put?: never;
        post?: never;
        /**
         * Delete a skill rating group
         * @description Ratings already saved on results are kept.
         */
        delete: operations["deleteSkill"];
        options?: never;
        head?: never;
        /**
         * Change a skill rating group
         * @description Changes the type or the attribute list. Changing `skill_type` to one the campus already
         *     has is refused with 409. Ratings already saved on results keep their names.
         */
        patch: operations["updateSkill"];
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the campus's report rating groups
         * @description The report types of the caller's campus (`pupil_report`, `psychomotor_performance`),
         *     each with the attributes a class teacher rates 1 to 5 on the end-of-term result.
         */
        get: operations["listReportTypes"];
        put?: never;
        /**
         * Add a report rating group
         * @description One group per `report_type` and campus; a second one is refused with 409 (change the first).
         */
        post: operations["createReportType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a report rating group
         * @description One report rating group of the caller's campus (`pupil_report` or `psychomotor_performance`) with its attributes; 404 for another campus's id.
         */
        get: operations["getReportType"];
        put?: never;
        post?: never;
        /**
         * Delete a report rating group
         * @description Ratings already saved on results are kept.
         */
        delete: operations["deleteReportType"];
        options?: never;
        head?: never;
        /**
         * Change a report rating group
         * @description Changes the type or the attribute list. Changing `report_type` to one the campus already
         *     has is refused with 409. Ratings already saved on results keep their names.
         */
        patch: operations["updateReportType"];
        trace?: never;
    };
    "/principalcomment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the principal's comment bank
         * @description The comments of the caller's campus bank, each for a range of student averages. With
         *     `average`, only the comments whose range holds it (rounded half up), as the "Suggest"
         *     list of the compute screen shows. An end-of-term result without a typed head-of-school
         *     comment shows the matching comment with the narrowest range (then the oldest); it is
         *     copied onto the result when the result is released.
         */
        get: operations["listPrincipalComments"];
        put?: never;
        /**
         * Add a comment to the principal's bank
         * @description Adds a comment for a range of student averages (whole numbers, `score_from` ≤
         *     `score_to`, 422 otherwise). Ranges may overlap: several comments can suit one average.
         *     The author (`hos_id`) is the caller.
         */
        post: operations["createPrincipalComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/principalcomment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment of the principal's bank
         * @description Unreleased results that used this comment show the next matching one (or none); comments
         *     typed on a result or copied onto it at release are kept.
         */
        delete: operations["deletePrincipalComment"];
        options?: never;
        head?: never;
        /**
         * Change a comment of the principal's bank
         * @description Changes the text or the range (`score_from` ≤ `score_to` after the change, 422
         *     otherwise). Unreleased results that use the bank show the change; comments typed on a
         *     result or copied onto it at release are not changed.
         */
        patch: operations["updatePrincipalComment"];
        trace?: never;
    };
    "/objective-assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add objective questions to an assignment set
         * @description Adds objective questions (four options, exactly one correct, a whole-number mark each) to
         *     the assignment set of (period, term, session, week, class arm, subject). The first call for
         *     a set creates it; later calls add to it. `due_date` applies to the whole set and replaces
         *     its previous due date. The server computes `total_question` and `total_mark` over the set.
         *     New questions are `unpublished`: students see nothing until they are published.
         *
         *     The caller must teach the subject in the class (403 otherwise). 409 when a
         *     `question_number` is already used in the set, or when a student has already submitted
         *     answers to the set (questions can then no longer be added). 422 when the four options of a
         *     question are not all different (compared trimmed and case-insensitively).
         */
        post: operations["createObjectiveAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/edit-obj-assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit objective questions
         * @description Edits one or more objective questions, each named by its `id`; only the fields sent change.
         *     All questions must be the caller's own objective questions (404 for an unknown id, 422 for a
         *     theory question). The edit is applied to all of them or to none.
         *
         *     If the correct option or the mark of a question changes after students have submitted, the
         *     server marks those answers again at once, and recomputes any published result that
         *     includes them. 409 when a new `question_number` is already used in the set.
         */
        patch: operations["updateObjectiveAssignment"];
        trace?: never;
    };
    "/theory-assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add theory questions to an assignment set
         * @description Adds theory questions (question, model answer, whole-number mark, optional image) to the
         *     assignment set of (period, term, session, week, class arm, subject), as for objective
         *     questions. An image is uploaded first through `POST /files` with purpose
         *     `assignment_image` and referred to by `image_file_id`.
         *
         *     The caller must teach the subject in the class (403 otherwise). 409 when a
         *     `question_number` is already used in the set, or when a student has already submitted
         *     answers to the set.
         */
        post: operations["createTheoryAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/edit-thoery-assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a theory question
         * @description Edits one of the caller's theory questions, named by `id` in the body (the path keeps the
         *     original spelling). Only the fields sent change. If the mark of the question is lowered
         *     below a mark already given to an answer, the request is refused (409) until that answer is
         *     re-marked. A change of mark recomputes any published result that includes the question.
         */
        patch: operations["updateTheoryAssignment"];
        trace?: never;
    };
    "/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the questions of assignment sets
         * @description Questions of one kind for a week, ordered by class, subject and `question_number`.
         *
         *     - A teacher gets their own questions, published or not, each with its correct option or
         *       model answer (`AssignmentRecord`).
         *     - A student gets only the published questions of sets for their own class and arm, and
         *       never the correct option or model answer (`AssignmentQuestionRecord`, which has no
         *       `answer` field); `submitted` says whether they have already answered the set. Correct
         *       answers reach a student only through their answer records, after they have submitted
         *       and the teacher has published the result. The `class_id` filter is ignored for students.
         */
        get: operations["listAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assignment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a question
         * @description Deletes one of the caller's questions; the set's `total_question` and `total_mark` are
         *     recomputed. 409 once a student has submitted answers to the set.
         */
        delete: operations["deleteAssignment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publish/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Publish or unpublish the questions of a week
         * @description Sets every question of the caller's matching sets to `published` (`is_publish: true`) or
         *     `unpublished` (false): all sets of the kind and week, narrowed by subject, class and arm
         *     when given. Only published questions reach students. Idempotent. 404 when no question
         *     matches.
         */
        patch: operations["publishAssignment"];
        trace?: never;
    };
    "/objective-assignment-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit answers to an objective assignment
         * @description The signed-in student submits their chosen option for questions of one published
         *     objective set of their class (all `assignment_id`s must belong to the same set, else 422;
         *     each question at most once). A question left out counts 0.
         *
         *     The server marks every answer at once against the stored correct option (full question
         *     mark or 0); the client sends no marks and no correct answers. The answer records come back
         *     with `teacher_mark` and `correct_answer` null: the student sees them only after the
         *     teacher has published the result (`POST /assignment-result`).
         *
         *     A set is submitted once: 409 when the student has already submitted it, or when its due
         *     date (school's local date) has passed.
         */
        post: operations["submitObjectiveAssignmentAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/theory-assignment-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit answers to a theory assignment
         * @description The signed-in student submits written answers to questions of one published theory set of
         *     their class (all `assignment_id`s in the same set, each at most once). The answers wait for
         *     the teacher's marks (`mark: not_marked`). A set is submitted once: 409 when already
         *     submitted or past its due date.
         */
        post: operations["submitTheoryAssignmentAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assignment-answer/{period}/{term}/{session}/{question_type}/{week}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List submitted answers for a week
         * @description Submitted answers of one kind for a week, marked or not, ordered by student and
         *     `question_number`.
         *
         *     - A teacher gets the answers of all students to their own sets (the submissions screen),
         *       with correct answers and marks.
         *     - A student gets only their own answers (to show "Submitted"); `correct_answer` and
         *       `teacher_mark` stay null until the teacher has published their result.
         */
        get: operations["listAssignmentAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assignment-submissions/{period}/{term}/{session}/{question_type}/{week}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a week's sets with their questions and submissions
         * @description The teacher's submissions screen in one answer: each of the teacher's sets of one kind for
         *     the week, its questions once (answer keys included) and each submission with its answers.
         *     The answers of `listAssignmentAnswers` without the question and the student repeated on
         *     every answer: a class of 50 answering 50 questions is about a fifth of the size.
         *
         *     Sets are ordered by class, subject and arm; questions by `question_number`; submissions by
         *     student name; a submission's answers by `question_number`. With `sub_class`, the sets of
         *     that arm and those for every arm, with the submissions of that arm's students.
         */
        get: operations["listAssignmentSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marked-assignment/{period}/{term}/{session}/{question_type}/{week}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List marked answers for a week
         * @description Answers with `mark: marked` of one kind for a week. A teacher gets those of all students to
         *     their own sets; a student gets only their own, and only for sets whose result the teacher
         *     has published.
         */
        get: operations["listMarkedAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marked-assignments/{student_id}/{period}/{term}/{session}/{question_type}/{week}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List one student's marked answers for a week
         * @description The marked answers of one student of one kind for a week (the teacher's marking and result
         *     screens). A teacher may ask for any student of a class they teach the subject in; a
         *     student only for themselves (403 for another student), and sees only sets whose result
         *     has been published.
         */
        get: operations["listStudentMarkedAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assignment-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compute and publish assignment results
         * @description Computes, on the server, the result of every chosen student for the caller's matching set
         *     (one kind, week, subject; narrowed by class and arm when given): `total_mark` = sum of the
         *     set's question marks, `score` = sum of the student's marks, `percentage_score` =
         *     score / total_mark x 100 (2 decimals, half up). It then publishes them: from now on the
         *     student sees their score, their per-question marks and the correct or model answers.
         *
         *     Without `student_ids`, every student who submitted the set is included. 409 when an
         *     included student still has a theory answer that is not marked (the message names them);
         *     422 when a listed student has not submitted. Idempotent: calling again recomputes and
         *     replaces each student's result (one result per student and set). Later mark changes and
         *     answer-key edits recompute published results by themselves.
         */
        post: operations["publishAssignmentResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/objective-assignment-mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark objective answers again on the server
         * @description Objective answers are marked by the server when they are submitted, and again whenever
         *     the teacher edits a correct option or a mark, so a client never sends objective marks.
         *     This call (kept from the original flow, where the client posted marks) asks the server to
         *     mark again, from the current answer key, every objective answer of the caller's matching
         *     set: all students who submitted, or one student when `student_id` is given. There is no
         *     teacher override of objective marks. Published results that include the answers are
         *     recomputed. Idempotent.
         */
        post: operations["remarkObjectiveAssignmentAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/theory-assignment-mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark theory answers
         * @description The teacher gives a mark, from 0 to the question's mark, to students' theory answers to
         *     their own questions, each named by (`assignment_id`, `student_id`). All marks are saved or
         *     none. 422 for a mark above the question's mark or for an objective question; 409 when an
         *     answer is already marked (change it with `PATCH /update/theory/assignment/mark`). An
         *     optional `comment` goes with each mark.
         */
        post: operations["markTheoryAssignmentAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/update/theory/assignment/mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change theory marks
         * @description Changes marks (and comments) already given to theory answers (same body as marking). All
         *     or none; 409 when an answer has not been marked yet, or when the student's result for the
         *     set has been published: marks can be corrected until the result is published (portal
         *     rule, issue 15).
         */
        patch: operations["updateTheoryAssignmentMarks"];
        trace?: never;
    };
    "/get-assignment-result/{period}/{term}/{session}/{question_type}/{week}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published assignment results for a week
         * @description Published results of one kind for a week, ordered by class, subject and student name. A
         *     teacher gets those of their own sets; a student gets only their own.
         */
        get: operations["listAssignmentResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-student-result/{student_id}/{period}/{term}/{session}/{question_type}/{subject_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List one student's results in a subject, week by week
         * @description The published results of one student in one subject and kind for every week of the
         *     period, ordered by week: the performance chart (score per week, `percentage_score`) and
         *     the per-student results screen. A week without a published result is absent. A teacher
         *     may ask for any student of a class they teach the subject in; a student only for
         *     themselves (403 for another student).
         */
        get: operations["listStudentAssignmentResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assignment-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chart assignment scores week by week, per subject
         * @description The performance series, computed by the server from published results: for each subject,
         *     one point per week that has results, the mean `percentage_score` of those results (2
         *     decimals, half up), ordered by subject name and week. Both kinds of questions count unless
         *     `question_type` is given.
         *
         *     - A student gets their own series (`class_id` and `student_id` are ignored).
         *     - A guardian names one of their linked children with `student_id` and gets that child's
         *       series, as the child would (any other student is 404).
         *     - A teacher names a class (`class_id`, optionally `sub_class`) and gets the class's mean
         *       over the subjects they teach there, or one student of it with `student_id`. 403 for a
         *       class or student they do not teach.
         */
        get: operations["getAssignmentPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lessonnote/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a lesson note
         * @description A teacher creates a lesson note for (class, subject, week, term, session) with its lesson
         *     plan and the note itself: typed (`content`), a file uploaded first through `POST /files`
         *     (purpose `lesson_note`), or both. The note starts `not_approved`, with `date_submitted`
         *     now. The caller must teach the subject in the class (403 otherwise); 422 when `date_to`
         *     is before `date_from`, when there is neither `content` nor `file_id` (at `file_id`), or
         *     when the file is not an unused `lesson_note` upload of the caller.
         */
        post: operations["createLessonNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lessonnote/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lesson notes to review
         * @description The review queue of admin, principal and superadmin: lesson notes of their campus (superadmin:
         *     of the school), `not_approved` ones unless `status` says otherwise, oldest submitted
         *     first, narrowed by class, subject, teacher, week, term and session when given.
         */
        get: operations["listLessonNotesToReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lessonnote/{class_id}/{subject_id}/{week}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lesson notes for a class, subject and week
         * @description Lesson notes of (class, subject, week, term, session), newest first. A teacher gets only
         *     their own notes; admin, principal and superadmin get all notes of their campus (superadmin:
         *     of the school).
         */
        get: operations["listLessonNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lessonnote/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a lesson note
         * @description The teacher who created the note deletes it, with its file. Only while `not_approved`
         *     (409 for an approved note, also when an approver approves it at the same moment: one
         *     wins, the other answers 409 with the reason); 404 for another teacher's note.
         */
        delete: operations["deleteLessonNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lessonnote/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a lesson note
         * @description Changes the fields sent. The teacher who created the note edits it only while
         *     `not_approved` (409 once approved: an approver unapproves it first); admin, principal
         *     and superadmin may edit any note of their campus, approved or not. Every edit leaves
         *     the note `not_approved` and clears `date_approved`, `approved_by` and `comment`, so an
         *     edited note always needs approval again. A new `file_id` replaces the old file.
         */
        patch: operations["updateLessonNote"];
        trace?: never;
    };
    "/v2/lessonnote/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve a lesson note
         * @description Sets the note `approved`, with `date_approved` now, the approver's name and the optional
         *     comment. Idempotent: approving an approved note only replaces the comment. Audited.
         *     409 when the teacher deleted the note meanwhile (an approve and a delete at once: one
         *     wins, the other answers 409 with the reason).
         */
        patch: operations["approveLessonNote"];
        trace?: never;
    };
    "/v2/lessonnote/unapprove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Send a lesson note back
         * @description Sends the note back to its teacher with the reason (`comment`, required: 422 without
         *     one): the note becomes or stays `not_approved` (clearing `date_approved` and
         *     `approved_by`) and keeps the reason as its `comment`, which is how a note reads as
         *     "sent back" (see `LessonNoteStatus`). Works on a submitted note and on an approved one
         *     (unapproving it). Audited as `unapprove` with the reason in the note's history
         *     (`listLessonNoteHistory`). 409 when the teacher deleted the note meanwhile.
         */
        patch: operations["unapproveLessonNote"];
        trace?: never;
    };
    "/v2/lessonnote/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a lesson note's history
         * @description What happened to one lesson note, oldest first: submitted (`submit`), sent back with
         *     its reason (`unapprove`), changed and so submitted again (`edit`) and approved
         *     (`approve`, with its optional comment), each with who did it and when. Whoever may see
         *     the note may read its history (its teacher; admin and principal of its campus; the
         *     superadmin); 404 otherwise.
         */
        get: operations["listLessonNoteHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/flipclass/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a flip class
         * @description As a lesson note, plus an optional video URL; the file is uploaded with purpose
         *     `flip_class`. The flip class starts `not_approved`. The caller must teach the subject in
         *     the class (403 otherwise).
         */
        post: operations["createFlipClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/flipclass/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List flip classes to review
         * @description The review queue of admin, principal and superadmin: flip classes of their campus (superadmin:
         *     of the school), `not_approved` ones unless `status` says otherwise, oldest submitted
         *     first, narrowed by class, subject, teacher, week, term and session when given.
         */
        get: operations["listFlipClassesToReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/flipclass/{class_id}/{subject_id}/{week}/{term}/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List flip classes for a class, subject and week
         * @description Flip classes of (class, subject, week, term, session), newest first. A teacher gets only
         *     their own; admin, principal and superadmin get all of their campus (superadmin: of the
         *     school); a student gets only approved flip classes of their own class (403 for another
         *     class).
         */
        get: operations["listFlipClasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/flipclass/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a flip class
         * @description The teacher who created the flip class deletes it, with its file. Only while
         *     `not_approved` (409 for an approved one); 404 for another teacher's.
         */
        delete: operations["deleteFlipClass"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/flipclass/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a flip class
         * @description Changes the fields sent. The teacher who created the flip class edits it only while
         *     `not_approved` (409 once approved: an approver unapproves it first); admin, principal
         *     and superadmin may edit any flip class of their campus. Every edit leaves it
         *     `not_approved` and clears the approval fields.
         */
        patch: operations["updateFlipClass"];
        trace?: never;
    };
    "/v2/flipclass/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve a flip class
         * @description Sets the flip class `approved` (students of the class can then see it), with
         *     `date_approved` now, the approver's name and the optional comment. Idempotent. Audited.
         *     409 when the teacher deleted it meanwhile.
         */
        patch: operations["approveFlipClass"];
        trace?: never;
    };
    "/v2/flipclass/unapprove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Send a flip class back
         * @description Sends the flip class back to its teacher with the reason (`comment`, required: 422
         *     without one): it becomes or stays `not_approved` (students no longer see it) and keeps
         *     the reason as its `comment`, as a lesson note does. Audited. 409 when the teacher
         *     deleted it meanwhile.
         */
        patch: operations["unapproveFlipClass"];
        trace?: never;
    };
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file
         * @description Stores one file through the storage module and answers its id, which records then carry
         *     (`file_id` of lesson notes and flip classes, `image_file_id` of theory questions, and the
         *     image and logo ids of people, campuses and the school). Nothing is sent as base64.
         *
         *     Type and size are checked on the content, not on the name or the declared type:
         *     - `lesson_note`, `flip_class`: PDF, DOC, DOCX, JPG or PNG, at most 10 MB (10 485 760 bytes).
         *     - `assignment_image`, `avatar`, `student_photo`, `signature`, `campus_image`,
         *       `school_logo`: JPG or PNG, at most 2 MB (2 097 152 bytes).
         *
         *     A wrong type or an oversized file answers 422 (`errors.file`); a request body over the
         *     server's absolute limit answers 413. Who may upload for a purpose: `lesson_note`,
         *     `flip_class`, `assignment_image`: teacher; `avatar`, `signature`: the signed-in user for
         *     themselves (signature: staff only); `student_photo`: admin, principal, superadmin,
         *     teacher; `campus_image`, `school_logo`: superadmin (403 otherwise). The stored name is
         *     the client's file name cleaned of path parts and control characters. An upload that no
         *     record refers to within 24 hours may be removed.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description The stored bytes with their checked content type, `Content-Disposition` (attachment by
         *     default, inline on request, with the stored name) and `X-Content-Type-Options: nosniff`.
         *     Authorised like the record the file belongs to: a lesson note's file for its teacher and
         *     for admin, principal and superadmin; a flip class's file also for students of its class
         *     once approved; an assignment image for the teacher and for students who can see the
         *     question; images and logos for any signed-in user of the school. 404 otherwise, so that
         *     ids of other schools' files are not revealed.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the school's messages
         * @description Every message the portal queued for a person of the school (password resets, one-time
         *     passwords, results released, invoices, payments, announcements, assignments), newest
         *     first, a page at a time, with its channel, recipient, status (`queued`, `sent`,
         *     `delivered`, `failed`, `dead`), tries and last error. `counts` gives how many messages
         *     of the filter are in each status, so a bulk send (`batch`, e.g. a class's release)
         *     shows its delivery progress. A bursar (`account`) sees finance messages only
         *     (invoices and payments). The superadmin also reads the text of messages delivered to
         *     the portal's own mailbox (`transport: mailbox`, when no SMTP server is configured);
         *     nobody else ever reads a message's text, which may hold a one-time link.
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed message again
         * @description Queues a `failed` or `dead` message for delivery again, with its tries counted afresh
         *     (409 for a message in any other status: it is on its way or arrived). A bursar may
         *     send finance messages only; another school's message, or one the caller may not see,
         *     is 404.
         */
        post: operations["resendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read how the school sends SMS and WhatsApp
         * @description The school's SMS and WhatsApp settings, one entry per channel set up (a channel not
         *     listed is not set up, and its messages fail with why). Keys and secrets are never
         *     answered, only whether one is stored (`has_key`, `has_webhook_secret`). `webhook_url`
         *     is the address to give the provider for its delivery reports.
         */
        get: operations["listMessageChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-channels/{channel}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel to set up. */
                channel: components["schemas"]["ProviderChannel"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set up SMS or WhatsApp for the school
         * @description Sets the channel's provider (SMS: `termii`; WhatsApp: `whatsapp_cloud`, the Business
         *     Cloud API), its sender and, for WhatsApp, the approved template messages go out in.
         *     `api_key` (Termii's API key, or the WhatsApp access token) and `webhook_secret`
         *     (Termii's secret key, or the Meta app's secret, which sign delivery reports) are stored
         *     encrypted with the server's key (`MESSAGES_SECRET_KEY`) and never answered; left out,
         *     the stored one is kept. The first save needs `api_key`. When the server has no
         *     `MESSAGES_SECRET_KEY`, a key cannot be stored (409). `enabled: false` pauses the
         *     channel and keeps its settings.
         */
        put: operations["saveMessageChannel"];
        post?: never;
        /**
         * Turn SMS or WhatsApp off for the school
         * @description Forgets the channel's settings and keys: its messages fail as "not set up" until it is
         *     set up again, and its delivery-report address stops answering. 404 when the channel
         *     is not set up.
         */
        delete: operations["removeMessageChannel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's online payment providers
         * @description Paystack and Flutterwave as the superadmin set them up (issue 29): the public key, the
         *     bank account the provider settles into, whether part payments are allowed, and
         *     whether a secret key is stored. The secret key itself is never answered.
         */
        get: operations["listPaymentProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-providers/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider to set up. */
                provider: components["schemas"]["OnlinePaymentProvider"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set up Paystack or Flutterwave for the school
         * @description Stores the provider's public key, the school's bank account it settles into (online
         *     payments enter the ledger as transfers to it) and whether a payer may pay part of an
         *     invoice. `secret_key` (Paystack's secret key; Flutterwave's secret key) is stored
         *     encrypted with the server's key (`MESSAGES_SECRET_KEY`) and never answered; left out,
         *     the stored one is kept; the first save needs it. For Flutterwave, `webhook_hash` is
         *     the secret hash set in its dashboard, which its webhooks carry in `verif-hash`
         *     (stored encrypted as well). Without `MESSAGES_SECRET_KEY` no key can be stored (409).
         */
        put: operations["savePaymentProvider"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/online-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Online payments, for reconciliation
         * @description The school's online transactions (newest first), by status when `status` is given,
         *     each beside the ledger's payment it became (`receipt_no`, `payment_id`): `initialized`
         *     (sent to the checkout), `paid` (the provider says paid, not yet in the ledger),
         *     `credited` (in the ledger), `failed` (the provider's answer did not match; `flag` says
         *     how) and `unmatched` (a webhook naming no transaction of the school). Account staff
         *     see their campus's; the superadmin every campus's.
         */
        get: operations["listOnlinePayments"];
        put?: never;
        /**
         * Pay an invoice online
         * @description A student, or a guardian for a linked child, pays an invoice through the school's
         *     provider. The server computes the amount: the invoice's outstanding balance, or
         *     `amount` when the school allows part payments (at most the balance). It creates the
         *     transaction at the provider (Paystack initialize; Flutterwave standard payment) with a
         *     reference bound to the invoice and answers the checkout address to send the payer to.
         *     A paid invoice, or a provider not set up or paused, answers 409.
         */
        post: operations["startOnlinePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/online-payments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An online transaction's reference, the school's id, a dash and 24 random characters. */
                reference: components["parameters"]["payment_reference"];
            };
            cookie?: never;
        };
        /**
         * One online payment
         * @description The payer's return page asks this until the payment is `credited` (then it shows the
         *     receipt, `payment_id`) or `failed`. A student or guardian reads only their own
         *     children's; account staff their campus's.
         */
        get: operations["getOnlinePayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/online-payments/{reference}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An online transaction's reference, the school's id, a dash and 24 random characters. */
                reference: components["parameters"]["payment_reference"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the provider again ("verify now")
         * @description Asks the provider's verify endpoint about the transaction and acts on the answer as a
         *     webhook would: a successful payment of the right amount in naira is credited (once);
         *     an answer that does not match is flagged `failed`; a payment still pending stays
         *     `initialized`.
         */
        post: operations["verifyOnlinePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhooks/paystack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Paystack's webhook
         * @description Paystack calls this with `X-Paystack-Signature`, the HMAC-SHA512 (hex) of the body as
         *     sent, keyed with the school's Paystack secret key; the school is read from the
         *     transaction's reference (`<school id>-<random>`). Any other signature is refused (401)
         *     and written to the security log. For `charge.success` the server asks Paystack's
         *     verify endpoint and credits the invoice once when the reference, status, currency
         *     (NGN) and amount agree; each event is processed once (a replay answers 200 and changes
         *     nothing). A reference of no transaction answers 200 and is listed as `unmatched`.
         */
        post: operations["receivePaystackEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhooks/flutterwave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flutterwave's webhook
         * @description Flutterwave calls this with `verif-hash`, the school's secret hash as set in its
         *     dashboard; the school is read from the transaction's reference (`tx_ref`,
         *     `<school id>-<random>`). Any other hash is refused (401) and written to the security
         *     log. For `charge.completed` the server verifies the transaction by its id at
         *     Flutterwave and credits it once as for Paystack.
         */
        post: operations["receiveFlutterwaveEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/termii/{school_key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Termii's delivery report for an SMS
         * @description Termii calls this address (the school's `webhook_url`) when an SMS is delivered or
         *     fails. The report must carry `X-Termii-Signature`, the HMAC-SHA512 (hex) of the body
         *     with the school's Termii secret key; any other is refused (401) and written to the
         *     security log. The message with Termii's `message_id` becomes `delivered` or `failed`.
         */
        post: operations["reportTermiiDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/whatsapp/{school_key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key of the school's delivery-report address (its `webhook_url`), the school's id, a dash and 32 random characters. */
                school_key: components["parameters"]["school_key"];
            };
            cookie?: never;
        };
        /**
         * Meta's check of the WhatsApp delivery-report address
         * @description When the address is set in Meta's app dashboard, Meta asks it with `hub.mode=subscribe`,
         *     the verify token and a challenge; the school's `verify_token` (read with
         *     `listMessageChannels`) answers the challenge as it came. Any other token is refused
         *     (403) and written to the security log.
         */
        get: operations["verifyWhatsappWebhook"];
        put?: never;
        /**
         * WhatsApp's delivery reports
         * @description Meta calls this address with the statuses of the school's WhatsApp messages. The call
         *     must carry `X-Hub-Signature-256`, `sha256=` and the HMAC-SHA256 (hex) of the body with
         *     the Meta app's secret; any other is refused (401) and written to the security log. A
         *     message reported `delivered` or `read` becomes `delivered`; `failed` becomes `failed`
         *     with WhatsApp's reason.
         */
        post: operations["reportWhatsappDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/message-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read which channels the portal may use to reach me
         * @description For each channel (e-mail, SMS, WhatsApp): whether the signed-in person receives the
         *     portal's notifications by it, and the address it would use (their e-mail or phone; null
         *     when they have none). A password reset link always goes by e-mail, whatever is chosen.
         */
        get: operations["getMessagePreferences"];
        /**
         * Choose the channels the portal may use to reach me
         * @description Turns channels on or off for the signed-in person's notifications (results, invoices,
         *     payments, announcements, assignments). Channels not named stay as they were. A
         *     password reset link always goes by e-mail.
         */
        put: operations["updateMessagePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a class arm's register for a day
         * @description The register of one class arm (`class_id`, `sub_class`), or of one preschool class
         *     (`preschool_id`), for one school day and `day_session`: every student of the arm with
         *     their mark, or `mark: null` for everyone when it has not been taken. Exactly one of
         *     `class_id` and `preschool_id` is given (422 otherwise). `school_day` says whether the day may be marked and, when not,
         *     `closed_reason` why (a weekend, a holiday, a break between terms); `locked` gives the
         *     reason when the term's results are released. A teacher reads only the arm they are class
         *     teacher of, or the preschool class they teach (403); another campus's class is 404.
         */
        get: operations["getAttendanceRegister"];
        /**
         * Take or correct a class arm's register
         * @description Saves the whole register of one class arm (or preschool class, `preschool_id`) for one
         *     school day and `day_session`: the students in `marks` get their mark, every other
         *     student of the arm is present. The
         *     register is replaced whole in one transaction, so two saves at once leave one of them,
         *     never a mixture. A change after the day to a register already taken is audited (who,
         *     when, and the marks before). A day that is not a school day (weekend, holiday, break) is
         *     422; a student who is not in the arm (or not of the school) is 404; once the term's
         *     end-of-term results of the arm are released the register is locked (409 with the
         *     reason). A teacher takes only the register of the arm they are class teacher of, or of
         *     the preschool class they teach (403).
         *     With absence alerts on, each student marked absent is told once a day (their family,
         *     through the outbox).
         */
        put: operations["takeAttendanceRegister"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the school's attendance settings
         * @description Sessions per day (1: a morning register; 2: morning and afternoon), whether the report
         *     card's times school opened / present / absent come from the register (otherwise they are
         *     typed), and whether absences are told to families. A school that saved nothing has one
         *     session, typed figures and no alerts.
         */
        get: operations["getAttendanceSettings"];
        /**
         * Change the school's attendance settings
         * @description The fields sent change; the others stay.
         */
        put: operations["saveAttendanceSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the school's holidays
         * @description The school's holidays (one day or a range of days), earliest first. No register is taken on them.
         */
        get: operations["listSchoolHolidays"];
        put?: never;
        /**
         * Add a holiday
         * @description A day, or the days from `starts` to `ends`, on which the school does not open (422 when `ends` is before `starts`).
         */
        post: operations["createSchoolHoliday"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/holidays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a holiday
         * @description The school opens again on the holiday's days (404 for another school's holiday).
         */
        delete: operations["deleteSchoolHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attendance of a class arm or the whole school for a term
         * @description The registers taken in a term (`term`, `session`), optionally between `from` and `to`,
         *     for one class arm (`class_id`, `sub_class`), one preschool class (`preschool_id`) or
         *     the whole school (a superadmin: every
         *     campus; others: their campus), grouped by `group_by` (day, week starting Monday, or
         *     term), each with the marks counted and the percentage present (present and late over
         *     the marks taken, one decimal). `students` gives each student's figures and `chronic`
         *     the students whose percentage is below `threshold` (default 90). A teacher reads only
         *     their own arm (403).
         */
        get: operations["getAttendanceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/student/{student_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's attendance in a term
         * @description One student's figures for a term (`term`, `session`) and every register in which they
         *     were not present. A student reads only their own (403); a guardian only their linked
         *     children's (any other student is 404); staff read the students of their campus (another
         *     school's or campus's student is 404).
         */
        get: operations["getStudentAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guardians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the school's parents and guardians
         * @description The guardians of the school with their linked children, contacts and whether they have
         *     signed in yet, by name, a page at a time. `search` matches a name, e-mail or phone;
         *     `student_id` answers one student's guardians. A bursar (`account`) reads the contacts.
         */
        get: operations["listGuardians"];
        put?: never;
        /**
         * Add a parent or guardian to students
         * @description Links a guardian to one or more students of the school. A guardian of the school with
         *     the same e-mail or phone number is linked, not made twice (`matched: true`); otherwise
         *     a new guardian account is made and sent an invitation (a one-time link to choose a
         *     password) through the outbox. An e-mail or a phone number is needed: the guardian signs
         *     in with either.
         */
        post: operations["createGuardian"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guardians/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        /**
         * Read one guardian
         * @description The guardian with their linked children, contacts and channels turned off.
         */
        get: operations["getGuardian"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a guardian's name or contacts
         * @description Fields left out stay as they are; `null` clears an e-mail, phone or WhatsApp number, but
         *     a guardian keeps at least an e-mail or a phone number to sign in with. Another
         *     guardian's e-mail or phone answers 409.
         */
        patch: operations["updateGuardian"];
        trace?: never;
    };
    "/guardians/{id}/children/{student_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
                /** @description The student. */
                student_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Link a guardian to a student, or change the link
         * @description Links the guardian to a student of the school, or changes the relationship or fee
         *     contact of an existing link. The guardian reads the student from their next request.
         */
        put: operations["linkGuardian"];
        post?: never;
        /**
         * Unlink a guardian from a student
         * @description The guardian reads nothing of the student from this moment (their next request).
         */
        delete: operations["unlinkGuardian"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guardians/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a guardian's invitation again
         * @description Queues a new invitation (a one-time link, valid for 7 days, to choose a password) by
         *     e-mail, or by SMS or WhatsApp when the guardian has no e-mail; earlier links stop
         *     working.
         */
        post: operations["inviteGuardian"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/family/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read my children, one card each
         * @description The signed-in guardian's linked children: each with their class, their latest released
         *     result, the balance owed on their invoices and how many assignments are due.
         */
        get: operations["listFamilyChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/family/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what my family owes
         * @description Every invoice of the signed-in guardian's children, in all terms and sessions, with what
         *     was paid and what is owed, and the total owed across them.
         */
        get: operations["getFamilyStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description What the guardian is to the student.
         * @enum {string}
         */
        GuardianRelationship: "mother" | "father" | "guardian" | "sponsor";
        GuardianChild: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            admission_number: string | null;
            class_name: string | null;
            sub_class: string | null;
            relationship: components["schemas"]["GuardianRelationship"];
            /** @description The guardian who receives this student's invoices and receipts first. */
            fee_contact: boolean;
        };
        Guardian: {
            id: components["schemas"]["ObjectId"];
            surname: string;
            firstname: string;
            email: string | null;
            /** @description The phone number in international form (`+2348012345678`). */
            phone: string | null;
            /** @description The WhatsApp number, when it is not the phone number. */
            whatsapp: string | null;
            username: string;
            /** @description Whether the guardian has chosen a password (accepted the invitation). */
            signed_in: boolean;
            /** @description The channels the guardian turned off. */
            opted_out: components["schemas"]["MessageChannel"][];
            children: components["schemas"]["GuardianChild"][];
        };
        GuardianItem: {
            message?: string;
            data: components["schemas"]["Guardian"];
        };
        GuardianSaved: {
            message?: string;
            data: components["schemas"]["Guardian"];
            /** @description An existing guardian with this e-mail or phone was linked. */
            matched: boolean;
        };
        GuardianList: {
            message?: string;
            data: components["schemas"]["Guardian"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description A phone number; a Nigerian number may start with 0 (`0803 123 4567`). */
        GuardianPhone: string | null;
        /** Format: email */
        GuardianEmail: string | null;
        GuardianLinkInput: {
            relationship: components["schemas"]["GuardianRelationship"];
            /** @default false */
            fee_contact: boolean;
        };
        GuardianChildInput: {
            student_id: components["schemas"]["ObjectId"];
            relationship: components["schemas"]["GuardianRelationship"];
            /** @default false */
            fee_contact: boolean;
        };
        GuardianInput: {
            surname: string;
            firstname: string;
            email?: components["schemas"]["GuardianEmail"];
            phone?: components["schemas"]["GuardianPhone"];
            whatsapp?: components["schemas"]["GuardianPhone"];
            children: components["schemas"]["GuardianChildInput"][];
        };
        GuardianUpdate: {
            surname?: string;
            firstname?: string;
            email?: components["schemas"]["GuardianEmail"];
            phone?: components["schemas"]["GuardianPhone"];
            whatsapp?: components["schemas"]["GuardianPhone"];
        };
        FamilyLatestResult: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: string;
            average: number | null;
            position: number | null;
            class_size: number;
        };
        FamilyChild: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            firstname: string;
            admission_number: string | null;
            class_name: string | null;
            sub_class: string | null;
            campus_name: string;
            relationship: components["schemas"]["GuardianRelationship"];
            /** @description The child's latest released result; null before any, or while it is held for fees (`result_held`). */
            latest_result: components["schemas"]["FamilyLatestResult"] | null;
            /** @description The child's latest released result is held for fees owed for its term (issue 29); its figures are not given. */
            result_held?: boolean;
            balance: components["schemas"]["MoneyTotal"];
            /** @description Published assignments of the child's class not yet answered. */
            assignments_due: number;
            /** @description The child's register in the current term; null before any register. */
            attendance: components["schemas"]["FamilyAttendance"] | null;
        };
        FamilyAttendance: {
            term: components["schemas"]["Term"];
            session: string;
            figures: components["schemas"]["AttendanceFigures"];
        };
        FamilyChildList: {
            message?: string;
            data: components["schemas"]["FamilyChild"][];
        };
        FamilyStatementLine: {
            invoice_id: components["schemas"]["ObjectId"];
            invoice_no: string;
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            term: components["schemas"]["Term"];
            session: string;
            total: components["schemas"]["MoneyTotal"];
            paid: components["schemas"]["MoneyTotal"];
            balance: components["schemas"]["MoneyTotal"];
            status: components["schemas"]["InvoiceStatus"];
        };
        FamilyStatement: {
            total_owed: components["schemas"]["MoneyTotal"];
            lines: components["schemas"]["FamilyStatementLine"][];
        };
        FamilyStatementItem: {
            message?: string;
            data: components["schemas"]["FamilyStatement"];
        };
        /** @description A total in kobo, which may pass any single payment's cap (a safe integer). */
        MoneyTotal: number;
        /** @description A total in kobo that may be negative (e.g. an account balance after more expenses than income), with no cap a school can reach (a safe integer). */
        MoneySignedTotal: number;
        MessagePreference: {
            channel: components["schemas"]["MessageChannel"];
            enabled: boolean;
            /** @description Where this channel reaches the person; null when they have no such address. */
            address: string | null;
        };
        MessagePreferencesItem: {
            message?: string;
            data: components["schemas"]["MessagePreference"][];
        };
        MessagePreferencesInput: {
            email?: boolean;
            sms?: boolean;
            whatsapp?: boolean;
        };
        /**
         * @description `queued` (waiting for the worker), `sent` (the provider took it), `delivered` (the
         *     provider or the portal's mailbox has it), `failed` (a try failed; it is tried again),
         *     `dead` (every try failed; "send again" queues it once more).
         * @enum {string}
         */
        MessageStatus: "queued" | "sent" | "delivered" | "failed" | "dead";
        /** @enum {string} */
        MessageChannel: "email" | "sms" | "whatsapp";
        /**
         * @description What caused the message.
         * @enum {string}
         */
        MessageEvent: "password_reset" | "one_time_password" | "result_released" | "invoice_issued" | "payment_received" | "payment_reversed" | "announcement_published" | "assignment_published" | "assignment_marked" | "student_absent" | "guardian_invitation";
        OutboxMessage: {
            id: components["schemas"]["ObjectId"];
            event: components["schemas"]["MessageEvent"];
            channel: components["schemas"]["MessageChannel"];
            /** @description The address it goes to (e-mail address or phone number). */
            recipient: string;
            /** @description The person's name, surname first; null when the address names nobody of the school. */
            recipient_name: string | null;
            subject: string;
            status: components["schemas"]["MessageStatus"];
            tries: number;
            last_error: string | null;
            /** @description The bulk send it belongs to (a class's release, a term's invoices). */
            batch: string | null;
            /**
             * @description How it left (`mailbox`, the portal's own mailbox when no SMTP server is configured); null until sent.
             * @enum {string|null}
             */
            transport: "smtp" | "mailbox" | "termii" | "whatsapp" | null;
            /** @description The message's text, for the superadmin, and only when it was delivered to the portal's mailbox; null otherwise. */
            text: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description How many messages of the filter are in each status (the filter's `status` aside). */
        MessageCounts: {
            queued: number;
            sent: number;
            delivered: number;
            failed: number;
            dead: number;
        };
        OutboxMessageList: {
            message?: string;
            data: components["schemas"]["OutboxMessage"][];
            meta: components["schemas"]["PageMeta"];
            counts: components["schemas"]["MessageCounts"];
        };
        OutboxMessageItem: {
            message?: string;
            data: components["schemas"]["OutboxMessage"];
        };
        /**
         * @description A channel that leaves through a provider the school sets up.
         * @enum {string}
         */
        ProviderChannel: "sms" | "whatsapp";
        /**
         * @description `termii` sends SMS; `whatsapp_cloud` is WhatsApp's Business Cloud API.
         * @enum {string}
         */
        MessageProvider: "termii" | "whatsapp_cloud";
        MessageChannelSettings: {
            channel: components["schemas"]["ProviderChannel"];
            provider: components["schemas"]["MessageProvider"];
            /** @description False while the channel is paused (its messages fail with why). */
            enabled: boolean;
            /** @description SMS, the sender name people see (registered with Termii). */
            sender_id: string | null;
            /** @description WhatsApp, the id Meta gives the school's business phone number. */
            phone_number_id: string | null;
            /** @description WhatsApp, the approved template messages go out in (its body takes the text as `{{1}}`). */
            template_name: string | null;
            /** @description WhatsApp, the template's language code. */
            template_language: string | null;
            /** @description Whether an API key (Termii) or access token (WhatsApp) is stored; it is never answered. */
            has_key: boolean;
            /** @description Whether the secret that signs delivery reports is stored; without it reports are refused. */
            has_webhook_secret: boolean;
            /** @description The address to give the provider for delivery reports. */
            webhook_url: string;
            /** @description WhatsApp, the verify token to type in Meta's app dashboard beside `webhook_url`. */
            verify_token: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        MessageChannelSettingsList: {
            message?: string;
            data: components["schemas"]["MessageChannelSettings"][];
        };
        MessageChannelSettingsItem: {
            message?: string;
            data: components["schemas"]["MessageChannelSettings"];
        };
        /**
         * @description SMS (`termii`) needs `sender_id`; WhatsApp (`whatsapp_cloud`) needs `phone_number_id`,
         *     `template_name` and `template_language`. A key or secret left out keeps the stored one.
         */
        MessageChannelInput: {
            provider: components["schemas"]["MessageProvider"];
            /** @default true */
            enabled: boolean;
            sender_id?: string;
            phone_number_id?: string;
            template_name?: string;
            template_language?: string;
            /** @description Termii's API key, or the WhatsApp access token. */
            api_key?: string;
            /** @description Termii's secret key, or the Meta app's secret; it signs delivery reports. */
            webhook_secret?: string;
        };
        /**
         * @description The payment provider a school collects fees online through.
         * @enum {string}
         */
        OnlinePaymentProvider: "paystack" | "flutterwave";
        /**
         * @description `initialized`: sent to the checkout; `paid`: the provider says paid, not yet in the ledger; `credited`: in the ledger; `failed`: the provider's answer did not match (see `flag`); `unmatched`: a webhook naming no transaction of the school.
         * @enum {string}
         */
        OnlinePaymentStatus: "initialized" | "paid" | "credited" | "failed" | "unmatched";
        PaymentProviderSettings: {
            provider: components["schemas"]["OnlinePaymentProvider"];
            /** @description False while paused (payers are not offered it). */
            enabled: boolean;
            public_key: string;
            /** @description The school's bank account the provider settles into. */
            bank_id: components["schemas"]["ObjectId"];
            /** @description Whether a payer may pay part of an invoice's balance. */
            part_payments: boolean;
            has_secret_key: boolean;
            /** @description Flutterwave, whether its secret hash is stored. */
            has_webhook_hash: boolean;
            /** @description The address to set in the provider's dashboard. */
            webhook_url: string;
            updated_at: components["schemas"]["DateTime"];
        };
        PaymentProviderSettingsList: {
            data: components["schemas"]["PaymentProviderSettings"][];
        };
        PaymentProviderSettingsItem: {
            message?: string;
            data: components["schemas"]["PaymentProviderSettings"];
        };
        /** @description A key or hash left out keeps the stored one. */
        PaymentProviderInput: {
            public_key: string;
            secret_key?: string;
            webhook_hash?: string;
            bank_id: components["schemas"]["ObjectId"];
            /** @default false */
            part_payments: boolean;
            /** @default true */
            enabled: boolean;
        };
        OnlinePaymentInput: {
            invoice_id: components["schemas"]["ObjectId"];
            /** @description Left out, the school's provider (Paystack when both are set up). */
            provider?: components["schemas"]["OnlinePaymentProvider"];
            /** @description Part of the balance, where the school allows part payments; left out, the whole outstanding balance. */
            amount?: components["schemas"]["FinancePositiveMoney"];
        };
        OnlinePayment: {
            reference: string;
            provider: components["schemas"]["OnlinePaymentProvider"];
            status: components["schemas"]["OnlinePaymentStatus"];
            invoice_id: components["schemas"]["ObjectId"] | null;
            student_id: components["schemas"]["ObjectId"] | null;
            /** @description The amount asked for, in kobo. */
            amount: number;
            /** @description What the provider says was paid, in kobo, once it said so. */
            paid_amount: number | null;
            /** @description What was paid above the invoice's balance (kobo), kept as the student's credit. */
            excess: number;
            /** @description The ledger's payment, once credited. */
            payment_id: components["schemas"]["ObjectId"] | null;
            receipt_no: string | null;
            /** @description Why it failed or is unmatched. */
            flag: string | null;
            created_at: components["schemas"]["DateTime"];
            verified_at: components["schemas"]["DateTime"] | null;
        };
        OnlinePaymentItem: {
            message?: string;
            data: components["schemas"]["OnlinePayment"];
        };
        OnlinePaymentList: {
            data: components["schemas"]["OnlinePayment"][];
        };
        OnlinePaymentStartedItem: {
            message?: string;
            /** @description The provider's checkout, to send the payer to. */
            authorization_url: string;
            data: components["schemas"]["OnlinePayment"];
        };
        /** @description A payment provider's webhook event (Paystack, Flutterwave); providers send more fields. */
        ProviderPaymentEvent: {
            event: string;
            data: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description Termii's delivery report ("Events and reports"); Termii may send more fields. */
        TermiiDeliveryReport: {
            type?: string;
            message_id?: string;
            status?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Meta's webhook call (`whatsapp_business_account`); only `statuses` are read, and Meta may send more fields. */
        WhatsappDeliveryReport: {
            object?: string;
            entry?: ({
                changes?: ({
                    field?: string;
                    value?: {
                        statuses?: components["schemas"]["WhatsappStatus"][];
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        WhatsappStatus: {
            id?: string;
            status?: string;
            errors?: ({
                code?: number;
                title?: string;
                message?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Record id as a decimal string.
         * @example 42
         */
        ObjectId: string;
        /** @enum {string} */
        RoleName: "superadmin" | "admin" | "principal" | "teacher" | "account" | "student" | "guardian";
        /**
         * @description 1 Admin, 2 Account, 3 Principal, 4 Teacher, 6 Super Admin, 7 Student, 8 Guardian.
         * @enum {integer}
         */
        DesignationId: 1 | 2 | 3 | 4 | 6 | 7 | 8;
        /** @enum {string} */
        SchoolType: "elementary" | "preschool";
        /** @enum {string} */
        Plan: "STARTER PLAN" | "STANDARD PLAN" | "PREMIUM PLAN" | "ENTERPRISE PLAN";
        /** @enum {string} */
        Term: "First Term" | "Second Term" | "Third Term";
        /**
         * @description First Half is mid-term (continuous assessment); Second Half is end of term (exam).
         * @enum {string}
         */
        Period: "First Half" | "Second Half";
        /**
         * Format: session
         * @description Academic session of consecutive years, e.g. 2025/2026.
         * @example 2025/2026
         */
        Session: string;
        Week: number;
        /** @enum {string} */
        ResultType: "midterm" | "first_assessment" | "second_assessment" | "third_assessment" | "fourth_assessment" | "endterm";
        /** @enum {string} */
        ResultStatus: "not_released" | "released" | "withheld";
        /** @enum {string} */
        CampusStatus: "active" | "disabled";
        /** @enum {string} */
        StaffStatus: "active" | "disabled";
        /** @enum {string} */
        StudentStatus: "active" | "disabled" | "graduated" | "withdrawn";
        /** @enum {string} */
        Gender: "male" | "female";
        /** @description Amount in kobo (1 naira = 100 kobo). */
        Money: number;
        /** @description A score with at most one decimal, within its component's maximum. */
        Score: number;
        /**
         * Format: date
         * @example 2026-01-12
         */
        CalendarDate: string;
        /** Format: date-time */
        DateTime: string;
        /** Format: email */
        Email: string;
        Name: string;
        Phone: string;
        PageMeta: {
            page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        MessageBody: {
            message: string;
        };
        ErrorBody: {
            message: string;
            /** @description On a 409 caused by one field's value (an admission number already used), that field's message, as in a 422, so a form shows it at the field. */
            errors?: {
                [key: string]: string[];
            };
        };
        ValidationErrorBody: {
            message: string;
            /** @description Reasons per field; nested fields use dotted paths (`items.0.amount`). */
            errors: {
                [key: string]: string[];
            };
        };
        /** @description A new password, 8 to 128 characters. */
        AuthPassword: string;
        AuthLoginInput: {
            /** @description Username (staff `firstname.surname`, students their admission number) or e-mail. */
            username: string;
            password: string;
        };
        AuthSignUpInput: {
            school_name: string;
            school_type: components["schemas"]["SchoolType"];
            /** @description Optional; default `STARTER PLAN`. */
            plan?: components["schemas"]["Plan"];
            surname: components["schemas"]["Name"];
            firstname: components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            /** @description Optional; default `firstname.surname` (lower case, a number added on a clash). */
            username?: string;
            password: components["schemas"]["AuthPassword"];
        };
        AuthForgotPasswordInput: {
            email: components["schemas"]["Email"];
        };
        AuthResetPasswordInput: {
            /** @description The token from the reset link. */
            token: string;
            password: components["schemas"]["AuthPassword"];
            password_confirmation: components["schemas"]["AuthPassword"];
        };
        AuthChangePasswordInput: {
            old_password: string;
            new_password: components["schemas"]["AuthPassword"];
            confirm_password: components["schemas"]["AuthPassword"];
        };
        /** @description The signed-in user as the web app keeps it (flat, no password). */
        AuthUser: {
            id: components["schemas"]["ObjectId"];
            username: string;
            designation_id: components["schemas"]["DesignationId"];
            role: components["schemas"]["RoleName"];
            /** @example Teacher */
            designation_name: string;
            /** @description True when the user's campus is a preschool campus. */
            is_preschool: boolean;
            plan: components["schemas"]["Plan"];
            /**
             * Format: uri-reference
             * @description Picture to show in the header (the user's image); null when there is none.
             */
            avatar: string | null;
            /** Format: uri-reference */
            image: string | null;
            /** Format: email */
            email: string | null;
            firstname: string;
            surname: string;
            middlename: string | null;
            sch_id: components["schemas"]["ObjectId"];
            school_name: string;
            campus_id: components["schemas"]["ObjectId"];
            campus_name: string;
            /** @description Staff, the class they are class teacher of; students, their present class (or preschool); else null. */
            class_id: components["schemas"]["ObjectId"] | null;
            class_name: string | null;
            /** @description The arm of `class_id`, when there is one. */
            sub_class: string | null;
            /** @description Students only; null for staff. */
            admission_number: string | null;
            /** @description True after sign-in with a one-time password; the app sends the user to change it first. */
            must_change_password: boolean;
            /** @description The current academic period of the user's campus, or null when none is set. */
            current_academic_period: components["schemas"]["AcademicPeriodRecord"] | null;
        };
        AuthSession: {
            /** @description Opaque bearer token, sent as a bearer `Authorization` header. */
            token: string;
            /** @description Latest end of the session (it also ends after a spell of inactivity). */
            expires_at: components["schemas"]["DateTime"];
            user: components["schemas"]["AuthUser"];
        };
        AuthSessionItem: {
            data: components["schemas"]["AuthSession"];
            /** @example Welcome onboard */
            message?: string;
        };
        ProfileStaffAttributes: {
            /** @enum {string} */
            role: "superadmin" | "admin" | "principal" | "teacher" | "account" | "guardian";
            /** @enum {integer} */
            designation_id: 1 | 2 | 3 | 4 | 6 | 8;
            designation_name: string;
            username: string;
            surname: string;
            firstname: string;
            middlename: string | null;
            /** Format: email */
            email: string | null;
            phoneno: string | null;
            gender: components["schemas"]["Gender"] | null;
            address: string | null;
            /** Format: uri-reference */
            image: string | null;
            /**
             * Format: uri-reference
             * @description URL of the signature image printed on report cards.
             */
            signature: string | null;
            /** @description Name of the staff member's department. */
            department: string | null;
            sch_id: components["schemas"]["ObjectId"];
            school_name: string;
            campus_id: components["schemas"]["ObjectId"];
            campus_name: string;
            is_preschool: boolean;
            /** @description The class the staff member is class teacher of, if any. */
            class_id: components["schemas"]["ObjectId"] | null;
            class_name: string | null;
            sub_class: string | null;
            status: components["schemas"]["StaffStatus"];
            plan: components["schemas"]["Plan"];
        };
        ProfileStudentAttributes: {
            /** @enum {string} */
            role: "student";
            /** @enum {integer} */
            designation_id: 7;
            designation_name: string;
            username: string;
            surname: string;
            firstname: string;
            middlename: string | null;
            admission_number: string;
            /** Format: email */
            email_address: string | null;
            phone_number: string | null;
            home_address: string | null;
            gender: components["schemas"]["Gender"] | null;
            dob: components["schemas"]["CalendarDate"] | null;
            /** Format: uri-reference */
            image: string | null;
            sch_id: components["schemas"]["ObjectId"];
            school_name: string;
            campus_id: components["schemas"]["ObjectId"];
            campus_name: string;
            is_preschool: boolean;
            /** @description The student's present class (on a preschool campus, preschool). */
            class_id: components["schemas"]["ObjectId"] | null;
            /** @description Name of the present class, for display. */
            present_class: string | null;
            sub_class: string | null;
            session_admitted: components["schemas"]["Session"] | null;
            status: components["schemas"]["StudentStatus"];
            plan: components["schemas"]["Plan"];
        };
        /** @description The staff profile for staff roles, the student profile for students (`role` tells which). */
        ProfileAttributes: components["schemas"]["ProfileStaffAttributes"] | components["schemas"]["ProfileStudentAttributes"];
        ProfileRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ProfileAttributes"];
        };
        ProfileItem: {
            data: components["schemas"]["ProfileRecord"];
            message?: string;
        };
        /**
         * @description Report-card wording of a non-preschool campus (elementary or college).
         * @enum {string}
         */
        CampusType: "elementary" | "college";
        /** @description Id of an uploaded file (`POST /files` with purpose `campus_image`); null removes the picture. */
        CampusImageUpload: components["schemas"]["ObjectId"] | null;
        CampusAttributes: {
            name: string;
            /** Format: email */
            email: string;
            phoneno: string;
            address: string;
            state: string;
            /** Format: uri-reference */
            image: string | null;
            /** @description Null on a preschool campus. */
            campus_type: components["schemas"]["CampusType"] | null;
            is_preschool: boolean;
            status: components["schemas"]["CampusStatus"];
        };
        CampusInput: {
            name: components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            phoneno: components["schemas"]["Phone"];
            address: string;
            state: string;
            image_file_id?: components["schemas"]["CampusImageUpload"];
            /** @description Optional; default false. */
            is_preschool?: boolean;
            /** @description Optional; default `elementary`. Ignored (stored as null) when `is_preschool` is true. */
            campus_type?: components["schemas"]["CampusType"];
        };
        CampusUpdate: {
            name?: components["schemas"]["Name"];
            email?: components["schemas"]["Email"];
            phoneno?: components["schemas"]["Phone"];
            address?: string;
            state?: string;
            image_file_id?: components["schemas"]["CampusImageUpload"];
            is_preschool?: boolean;
            campus_type?: components["schemas"]["CampusType"];
        };
        CampusRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["CampusAttributes"];
        };
        CampusItem: {
            data: components["schemas"]["CampusRecord"];
            message?: string;
        };
        CampusList: {
            data: components["schemas"]["CampusRecord"][];
            message?: string;
        };
        DesignationAttributes: {
            designation_id: components["schemas"]["DesignationId"];
            /** @example Super Admin */
            designation_name: string;
            role: components["schemas"]["RoleName"];
        };
        DesignationRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["DesignationAttributes"];
        };
        DesignationList: {
            data: components["schemas"]["DesignationRecord"][];
            message?: string;
        };
        SchoolAttributes: {
            /** @description School name. */
            schname: string;
            school_type: components["schemas"]["SchoolType"];
            plan: components["schemas"]["Plan"];
            schaddr: string | null;
            schphone: string | null;
            /** Format: email */
            schemail: string | null;
            schmotto: string | null;
            schwebsite: string | null;
            /** Format: uri-reference */
            schlogo: string | null;
            country: string | null;
            /** @description Name of the director of studies, as printed on report cards. */
            dos: string | null;
            /** @description Admission numbers are generated by the server. */
            auto_generate: boolean;
            admission_number_initial: string | null;
        };
        SchoolUpdate: {
            /** @description Id of an uploaded file (`POST /files` with purpose `school_logo`); null removes the logo. */
            logo_file_id: components["schemas"]["ObjectId"] | null;
        };
        SchoolRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["SchoolAttributes"];
        };
        SchoolItem: {
            data: components["schemas"]["SchoolRecord"];
            message?: string;
        };
        AcademicPeriodAttributes: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            is_current_period: boolean;
            campus_id: components["schemas"]["ObjectId"];
        };
        AcademicPeriodInput: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description Superadmin only; default the caller's campus (another campus from other roles answers 403). */
            campus_id?: components["schemas"]["ObjectId"];
        };
        AcademicPeriodRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AcademicPeriodAttributes"];
        };
        AcademicPeriodItem: {
            data: components["schemas"]["AcademicPeriodRecord"];
            message?: string;
        };
        AcademicPeriodList: {
            data: components["schemas"]["AcademicPeriodRecord"][];
            message?: string;
        };
        /**
         * @description Name of a class arm (sub class), e.g. A or Gold.
         * @example A
         */
        ClassArm: string;
        ClassAttributes: {
            /** @example JSS 1 */
            class_name: string;
            /** @description The arms of the class, in the order given. */
            sub_class: components["schemas"]["ClassArm"][];
            campus_id: components["schemas"]["ObjectId"];
            campus_name: string;
        };
        ClassInput: {
            class_name: string;
            /** @description Arms of the class (optional; default none); compared without regard to case, duplicates answer 422. */
            sub_class?: components["schemas"]["ClassArm"][];
            /** @description Default the caller's campus; only a superadmin may name another campus. */
            campus_id?: components["schemas"]["ObjectId"];
        };
        ClassUpdate: {
            class_name?: string;
            sub_class?: components["schemas"]["ClassArm"][];
        };
        ClassRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ClassAttributes"];
        };
        ClassItem: {
            data: components["schemas"]["ClassRecord"];
            message?: string;
        };
        ClassList: {
            data: components["schemas"]["ClassRecord"][];
            message?: string;
        };
        ClassSubjectEntry: {
            subject_id: components["schemas"]["ObjectId"];
            /** @description Name of the subject. */
            subject: string;
        };
        ClassSubjectsAttributes: {
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: components["schemas"]["ClassArm"][];
            campus_id: components["schemas"]["ObjectId"];
            session: components["schemas"]["Session"];
            /** @description Sorted by subject name; empty when none are set for the session. */
            subjects: components["schemas"]["ClassSubjectEntry"][];
        };
        ClassSubjectsInput: {
            class_id: components["schemas"]["ObjectId"];
            /** @description Default the current session of the class's campus. */
            session?: components["schemas"]["Session"];
            /** @description The complete list of the class's subjects; an empty list removes them all. */
            subject_ids: components["schemas"]["ObjectId"][];
        };
        ClassSubjectsRecord: {
            /** @description Id of the class. */
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ClassSubjectsAttributes"];
        };
        ClassSubjectsItem: {
            data: components["schemas"]["ClassSubjectsRecord"];
            message?: string;
        };
        ClassStudentAttributes: {
            surname: string;
            firstname: string;
            middlename: string | null;
            admission_number: string;
            gender: components["schemas"]["Gender"] | null;
            /** Format: uri-reference */
            image: string | null;
            class_id: components["schemas"]["ObjectId"];
            /** @description Name of the class, for display. */
            present_class: string;
            sub_class: string | null;
            campus_id: components["schemas"]["ObjectId"];
            status: components["schemas"]["StudentStatus"];
        };
        ClassStudentRecord: {
            /** @description Id of the student. */
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ClassStudentAttributes"];
        };
        ClassStudentList: {
            data: components["schemas"]["ClassStudentRecord"][];
            message?: string;
        };
        SubjectAttributes: {
            /**
             * @description Name of the subject.
             * @example Mathematics
             */
            subject: string;
        };
        SubjectInput: {
            /** @description Name of the subject, unique in the school. */
            subject: string;
        };
        SubjectRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["SubjectAttributes"];
        };
        SubjectItem: {
            data: components["schemas"]["SubjectRecord"];
            message?: string;
        };
        SubjectList: {
            data: components["schemas"]["SubjectRecord"][];
            message?: string;
        };
        TeacherSubjectAttributes: {
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            /** @description The arm taught; null when the subject is taught in every arm of the class. */
            sub_class: string | null;
            subject_id: components["schemas"]["ObjectId"];
            /** @description Name of the subject. */
            subject: string;
            session: components["schemas"]["Session"];
            /**
             * @description Whether the subject comes from the teacher's class arm or from a subject assignment.
             * @enum {string}
             */
            teaches_as: "class teacher" | "subject teacher";
        };
        TeacherSubjectRecord: {
            /** @description Id of the subject's entry in the class's subject list for the session. */
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["TeacherSubjectAttributes"];
        };
        TeacherSubjectList: {
            data: components["schemas"]["TeacherSubjectRecord"][];
            message?: string;
        };
        DepartmentAttributes: {
            /**
             * @description The school's own code for the department.
             * @example SCI
             */
            department_id: string;
            /** @example Sciences */
            department_name: string;
        };
        DepartmentInput: {
            /** @description The school's own code for the department. */
            department_id: string;
            department_name: components["schemas"]["Name"];
        };
        DepartmentUpdate: {
            department_id?: string;
            department_name?: components["schemas"]["Name"];
        };
        DepartmentRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["DepartmentAttributes"];
        };
        DepartmentItem: {
            data: components["schemas"]["DepartmentRecord"];
            message?: string;
        };
        DepartmentList: {
            data: components["schemas"]["DepartmentRecord"][];
            message?: string;
        };
        PopulationCount: {
            male: number;
            female: number;
            /** @description Everyone counted, including people whose gender is not recorded (so total ≥ male + female). */
            total: number;
        };
        PopulationScope: {
            /** @enum {string} */
            scope: "school" | "campus";
            /** @description The campus counted; null when the whole school is counted. */
            campus_id: components["schemas"]["ObjectId"] | null;
        };
        PopulationAttributes: components["schemas"]["PopulationScope"] & components["schemas"]["PopulationCount"];
        PopulationRecord: {
            /** @description Id of the school or campus counted. */
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["PopulationAttributes"];
        };
        PopulationItem: {
            data: components["schemas"]["PopulationRecord"];
            message?: string;
        };
        SchoolPopulationAttributes: components["schemas"]["PopulationScope"] & {
            staffs: components["schemas"]["PopulationCount"];
            students: components["schemas"]["PopulationCount"];
            teachers: components["schemas"]["PopulationCount"];
            total_school_population: number;
        };
        SchoolPopulationRecord: {
            /** @description Id of the school or campus counted. */
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["SchoolPopulationAttributes"];
        };
        SchoolPopulationItem: {
            data: components["schemas"]["SchoolPopulationRecord"];
            message?: string;
        };
        /**
         * @description Who sees an announcement; `roles` means the roles listed in `roles`.
         * @enum {string}
         */
        AnnouncementAudience: "all" | "staff" | "students" | "roles";
        /** @description `roles` is required (at least one) when `audience` is `roles`, and empty otherwise. */
        AnnouncementInput: {
            title: string;
            description: string;
            /**
             * @default normal
             * @enum {string}
             */
            priority: "low" | "normal" | "high";
            audience: components["schemas"]["AnnouncementAudience"];
            roles?: components["schemas"]["RoleName"][];
            /** @description Last day it is shown; null when it does not expire. */
            expiry_date?: components["schemas"]["CalendarDate"] | null;
        };
        /** @description The fields to change; at least one. Same rules as on create. */
        AnnouncementUpdate: {
            title?: string;
            description?: string;
            /** @enum {string} */
            priority?: "low" | "normal" | "high";
            audience?: components["schemas"]["AnnouncementAudience"];
            roles?: components["schemas"]["RoleName"][];
            expiry_date?: components["schemas"]["CalendarDate"] | null;
        };
        AnnouncementItem: {
            data: components["schemas"]["AnnouncementRecord"];
            message?: string;
        };
        AnnouncementAttributes: {
            audience: components["schemas"]["AnnouncementAudience"];
            /** @description The roles that see it when `audience` is `roles`; empty otherwise. */
            roles: components["schemas"]["RoleName"][];
            /** @enum {string} */
            priority: "low" | "normal" | "high";
            title: string;
            description: string;
            /** @description Last day it is shown; null when it does not expire. */
            expiry_date: components["schemas"]["CalendarDate"] | null;
            created_at: components["schemas"]["DateTime"];
        };
        AnnouncementRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AnnouncementAttributes"];
        };
        AnnouncementList: {
            data: components["schemas"]["AnnouncementRecord"][];
            message?: string;
        };
        PreschoolAttributes: {
            /** @example Nursery 1 */
            name: string;
            campus_id: components["schemas"]["ObjectId"];
            campus_name: string;
        };
        PreschoolInput: {
            name: string;
            /** @description Default the caller's campus; only a superadmin may name another campus. */
            campus_id?: components["schemas"]["ObjectId"];
        };
        PreschoolUpdate: {
            name: string;
        };
        PreschoolRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["PreschoolAttributes"];
        };
        PreschoolItem: {
            data: components["schemas"]["PreschoolRecord"];
            message?: string;
        };
        PreschoolList: {
            data: components["schemas"]["PreschoolRecord"][];
            message?: string;
        };
        /**
         * @description Which part of the preschool report the subject is rated in.
         * @enum {string}
         */
        PreschoolSubjectCategory: "evaluation_report" | "cognitive_development";
        PreschoolTopic: string;
        PreschoolSubjectAttributes: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description Name of the subject. */
            subject: string;
            category: components["schemas"]["PreschoolSubjectCategory"];
            /** @description The topics rated under the subject, in order. */
            topic: string[];
            campus_id: components["schemas"]["ObjectId"];
        };
        PreschoolSubjectInput: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            subject: string;
            category: components["schemas"]["PreschoolSubjectCategory"];
            topic: components["schemas"]["PreschoolTopic"][];
            /** @description Superadmin only; default the caller's campus. */
            campus_id?: components["schemas"]["ObjectId"];
        };
        PreschoolSubjectUpdate: {
            subject?: string;
            category?: components["schemas"]["PreschoolSubjectCategory"];
            topic?: components["schemas"]["PreschoolTopic"][];
        };
        PreschoolSubjectRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["PreschoolSubjectAttributes"];
        };
        PreschoolSubjectItem: {
            data: components["schemas"]["PreschoolSubjectRecord"];
            message?: string;
        };
        PreschoolSubjectList: {
            data: components["schemas"]["PreschoolSubjectRecord"][];
            message?: string;
        };
        PreschoolSubjectClassInput: {
            preschool_id: components["schemas"]["ObjectId"];
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description The complete list of the preschool's subjects for the period; an empty list removes them all. */
            subject_ids: components["schemas"]["ObjectId"][];
        };
        /**
         * @description Role given to a staff member: 1 Admin, 2 Account, 3 Principal, 4 Teacher. Super Admin (6) and Student (7) are never given here. The roles a caller may give are those `GET /role` lists for them (an admin cannot create admins); any other answers 403.
         * @enum {integer}
         */
        StaffDesignationInput: 1 | 2 | 3 | 4;
        /**
         * @description For teachers: a class teacher owns a class arm (and enters its scores and remarks); a subject teacher owns subjects in classes.
         * @enum {string}
         */
        StaffTeacherType: "class teacher" | "subject teacher";
        /** @description A staff member as the server returns it. Never carries a password. */
        StaffAttributes: {
            campus_id: components["schemas"]["ObjectId"];
            /** @description Campus name, for display. */
            campus: string;
            /** @description The campus is a preschool. */
            is_preschool: boolean;
            designation_id: components["schemas"]["DesignationId"];
            /** @description Role name, e.g. `Teacher`. */
            designation: string;
            /** @description Id of the department record. */
            department_id: components["schemas"]["ObjectId"] | null;
            /** @description Department name, for display. */
            department: string | null;
            surname: components["schemas"]["Name"];
            firstname: components["schemas"]["Name"];
            middlename: string | null;
            /** @description Sign-in name, `firstname.surname` in lower case with a number added on a clash. */
            username: string;
            email: components["schemas"]["Email"] | null;
            phoneno: string | null;
            gender: components["schemas"]["Gender"];
            address: string | null;
            /**
             * Format: uri-reference
             * @description URL of the photo.
             */
            image: string | null;
            /**
             * Format: uri-reference
             * @description URL of the signature image printed on report cards.
             */
            signature: string | null;
            teacher_type: components["schemas"]["StaffTeacherType"] | null;
            /** @description Class a class teacher owns. */
            class_id: components["schemas"]["ObjectId"] | null;
            /** @description Name of that class, for display. */
            class_assigned: string | null;
            /** @description Sub class (arm) of that class. */
            sub_class: string | null;
            status: components["schemas"]["StaffStatus"];
            /** @description This staff member is the director of studies of their campus. */
            is_dos: boolean;
            /** @description Still on a one-time password: has not set their own yet. */
            must_change_password: boolean;
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Body of `POST /staff`. The username (`firstname.surname`, number added on a clash) and a one-time password are generated by the server; neither is sent. */
        StaffInput: {
            surname: components["schemas"]["Name"];
            firstname: components["schemas"]["Name"];
            middlename?: string | null;
            designation_id: components["schemas"]["StaffDesignationInput"];
            gender: components["schemas"]["Gender"];
            /** @description Unique among staff of the portal (409). */
            email?: components["schemas"]["Email"] | null;
            phoneno?: components["schemas"]["Phone"] | null;
            address?: string | null;
            /** @description A department of the school. */
            department_id?: components["schemas"]["ObjectId"] | null;
            /** @description Campus of the staff member. Defaults to the caller's campus; only a superadmin may name another campus of the school (403). */
            campus_id?: components["schemas"]["ObjectId"];
            /** @description Teachers (designation 4) only; must be null or left out for other roles (422). */
            teacher_type?: components["schemas"]["StaffTeacherType"] | null;
            /** @description Class owned by a class teacher; required when teacher_type is `class teacher`, otherwise null (422). A class arm has at most one class teacher (409). */
            class_id?: components["schemas"]["ObjectId"] | null;
            /** @description Sub class (arm) of `class_id`, when the class has arms. */
            sub_class?: components["schemas"]["StudentSubClass"] | null;
            /** @description Id of an image stored through the files calls (JPG or PNG); null removes the current image. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
        };
        /** @description Body of `PATCH /staff/{id}`: only the fields sent change, with the rules of `StaffInput`. The username does not change when names change. Status changes go through `/enablestaff` and `/disablestaff`. */
        StaffUpdate: {
            surname?: components["schemas"]["Name"];
            firstname?: components["schemas"]["Name"];
            middlename?: string | null;
            designation_id?: components["schemas"]["StaffDesignationInput"];
            gender?: components["schemas"]["Gender"];
            /** @description Unique among staff of the portal (409). */
            email?: components["schemas"]["Email"] | null;
            phoneno?: components["schemas"]["Phone"] | null;
            address?: string | null;
            /** @description A department of the school. */
            department_id?: components["schemas"]["ObjectId"] | null;
            /** @description Campus of the staff member. Defaults to the caller's campus; only a superadmin may name another campus of the school (403). */
            campus_id?: components["schemas"]["ObjectId"];
            /** @description Teachers (designation 4) only; must be null or left out for other roles (422). */
            teacher_type?: components["schemas"]["StaffTeacherType"] | null;
            /** @description Class owned by a class teacher; required when teacher_type is `class teacher`, otherwise null (422). A class arm has at most one class teacher (409). */
            class_id?: components["schemas"]["ObjectId"] | null;
            /** @description Sub class (arm) of `class_id`, when the class has arms. */
            sub_class?: components["schemas"]["StudentSubClass"] | null;
            /** @description Id of an image stored through the files calls (JPG or PNG); null removes the current image. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
        };
        /** @description A staff member. */
        StaffRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["StaffAttributes"];
        };
        /** @description One staff member. */
        StaffItem: {
            data: components["schemas"]["StaffRecord"];
            message?: string;
        };
        /** @description A page of staff. */
        StaffList: {
            data: components["schemas"]["StaffRecord"][];
            message?: string;
            meta: components["schemas"]["PageMeta"];
        };
        /** @description The new staff member plus the one-time password, which is shown only in this answer and never again. */
        StaffCreatedAttributes: components["schemas"]["StaffAttributes"] & {
            one_time_password: components["schemas"]["LoginSlipPassword"];
        };
        /** @description A new staff member with the one-time password. */
        StaffCreatedRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["StaffCreatedAttributes"];
        };
        /** @description Answer of `POST /staff`. */
        StaffCreatedItem: {
            data: components["schemas"]["StaffCreatedRecord"];
            message?: string;
        };
        /**
         * @description A student's mark in a register: `late` counts as present, `excused` as absent with a reason.
         * @enum {string}
         */
        AttendanceMark: "present" | "absent" | "late" | "excused";
        /**
         * @description The morning or afternoon register of a school day.
         * @enum {string}
         */
        AttendanceDaySession: "morning" | "afternoon";
        /** @description One student's mark; `reason` is required for `excused` and refused otherwise. */
        AttendanceMarkInput: {
            student_id: components["schemas"]["ObjectId"];
            mark: components["schemas"]["AttendanceMark"];
            reason?: string | null;
        };
        /** @description Body of `PUT /attendance/register`; students of the arm not in `marks` are present. Exactly one of `class_id` and `preschool_id` (422 otherwise). */
        AttendanceRegisterInput: {
            class_id?: components["schemas"]["ObjectId"];
            preschool_id?: components["schemas"]["ObjectId"];
            sub_class?: components["schemas"]["StudentSubClass"] | null;
            date: components["schemas"]["CalendarDate"];
            day_session: components["schemas"]["AttendanceDaySession"];
            marks: components["schemas"]["AttendanceMarkInput"][];
        };
        /** @description A student of the arm and their mark (`null` while the register is not taken). */
        AttendanceRegisterStudent: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            admission_number: string | null;
            mark: components["schemas"]["AttendanceMark"] | null;
            reason: string | null;
        };
        /** @description One class arm's (or preschool class's) register for one school day and session. */
        AttendanceRegisterAttributes: {
            class_id: components["schemas"]["ObjectId"] | null;
            preschool_id: components["schemas"]["ObjectId"] | null;
            /** @description The class's or the preschool class's name. */
            class_name: string;
            sub_class: string | null;
            date: components["schemas"]["CalendarDate"];
            day_session: components["schemas"]["AttendanceDaySession"];
            term: components["schemas"]["Term"] | null;
            session: string | null;
            school_day: boolean;
            /** @description Why the day is not a school day. */
            closed_reason: string | null;
            /** @description Why the register may not change (its term's results are released). */
            locked: string | null;
            taken: boolean;
            taken_by: string | null;
            taken_at: components["schemas"]["DateTime"] | null;
            students: components["schemas"]["AttendanceRegisterStudent"][];
        };
        /** @description A register; its id names the arm, day and session (`<class_id>.<sub_class>.<date>.<day_session>`; a preschool's `preschool.<preschool_id>.<date>.<day_session>`). */
        AttendanceRegisterRecord: {
            id: string;
            attributes: components["schemas"]["AttendanceRegisterAttributes"];
        };
        AttendanceRegisterItem: {
            data: components["schemas"]["AttendanceRegisterRecord"];
            message?: string;
        };
        /** @description The school's attendance settings. */
        AttendanceSettingsAttributes: {
            sessions_per_day: number;
            /** @description The report card's times school opened / present / absent come from the register. */
            report_card_reads_register: boolean;
            /** @description A student marked absent is told once a day (their family, through the outbox). */
            absence_alerts: boolean;
        };
        /** @description Body of `PUT /attendance/settings`. */
        AttendanceSettingsInput: {
            sessions_per_day?: number;
            report_card_reads_register?: boolean;
            absence_alerts?: boolean;
        };
        AttendanceSettingsItem: {
            data: {
                id: components["schemas"]["ObjectId"];
                attributes: components["schemas"]["AttendanceSettingsAttributes"];
            };
            message?: string;
        };
        /** @description Body of `POST /attendance/holidays`. */
        SchoolHolidayInput: {
            name: components["schemas"]["Name"];
            starts: components["schemas"]["CalendarDate"];
            /** @description The last day; left out, the holiday is one day. */
            ends?: components["schemas"]["CalendarDate"];
        };
        SchoolHolidayAttributes: {
            name: string;
            starts: components["schemas"]["CalendarDate"];
            ends: components["schemas"]["CalendarDate"];
        };
        SchoolHolidayRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["SchoolHolidayAttributes"];
        };
        SchoolHolidayItem: {
            data: components["schemas"]["SchoolHolidayRecord"];
            message?: string;
        };
        SchoolHolidayList: {
            data: components["schemas"]["SchoolHolidayRecord"][];
            message?: string;
        };
        /** @description Marks counted over some registers; `percentage` is present and late over `marked`, one decimal (null with nothing marked). */
        AttendanceFigures: {
            marked: number;
            present: number;
            late: number;
            absent: number;
            excused: number;
            percentage: number | null;
        };
        /** @description The figures of one day, week (its Monday) or term. */
        AttendancePeriodFigures: components["schemas"]["AttendanceFigures"] & {
            starts: components["schemas"]["CalendarDate"];
            label: string;
            /** @description Registers taken (arm, day and session). */
            registers: number;
        };
        /** @description The figures of one class arm or preschool class. */
        AttendanceArmFigures: components["schemas"]["AttendanceFigures"] & {
            class_id: components["schemas"]["ObjectId"] | null;
            preschool_id: components["schemas"]["ObjectId"] | null;
            class_name: string;
            sub_class: string | null;
        };
        /** @description The figures of one student. */
        AttendanceStudentFigures: components["schemas"]["AttendanceArmFigures"] & {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            admission_number: string | null;
        };
        /** @description A term's registers counted for an arm, a preschool class or the whole school. */
        AttendanceReportAttributes: {
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            class_id: components["schemas"]["ObjectId"] | null;
            preschool_id: components["schemas"]["ObjectId"] | null;
            sub_class: string | null;
            /** @enum {string} */
            group_by: "day" | "week" | "term";
            threshold: number;
            total: components["schemas"]["AttendanceFigures"];
            periods: components["schemas"]["AttendancePeriodFigures"][];
            arms: components["schemas"]["AttendanceArmFigures"][];
            students: components["schemas"]["AttendanceStudentFigures"][];
            /** @description The students below the threshold, lowest percentage first. */
            chronic: components["schemas"]["AttendanceStudentFigures"][];
        };
        AttendanceReportItem: {
            data: {
                id: string;
                attributes: components["schemas"]["AttendanceReportAttributes"];
            };
            message?: string;
        };
        /** @description A register in which the student was not present. */
        StudentAttendanceDay: {
            date: components["schemas"]["CalendarDate"];
            day_session: components["schemas"]["AttendanceDaySession"];
            mark: components["schemas"]["AttendanceMark"];
            reason: string | null;
        };
        /** @description One student's attendance in a term. */
        StudentAttendanceAttributes: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            figures: components["schemas"]["AttendanceFigures"];
            days: components["schemas"]["StudentAttendanceDay"][];
        };
        StudentAttendanceItem: {
            data: {
                id: components["schemas"]["ObjectId"];
                attributes: components["schemas"]["StudentAttendanceAttributes"];
            };
            message?: string;
        };
        /**
         * @description `present` and `late` need a time in; `absent`, `on_leave` (approved leave) and `excused` (e.g. official duty elsewhere) have no times.
         * @enum {string}
         */
        StaffAttendanceStatus: "present" | "late" | "absent" | "on_leave" | "excused";
        /**
         * @description Time of day, 24-hour `HH:MM`, school local time.
         * @example 07:45
         */
        StaffAttendanceTime: string;
        /** @description Attendance of one staff member on one day. */
        StaffAttendanceAttributes: {
            staff_id: components["schemas"]["ObjectId"];
            /** @description Surname, first name and middle name. */
            fullname: string;
            username: string;
            /** @description Role name, for display. */
            designation: string;
            date_in: components["schemas"]["CalendarDate"];
            time_in: components["schemas"]["StaffAttendanceTime"] | null;
            time_out: components["schemas"]["StaffAttendanceTime"] | null;
            status: components["schemas"]["StaffAttendanceStatus"];
            remark: string | null;
            /** @description Name of who saved the row. */
            recorded_by: string | null;
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description One staff member's attendance for the day. `time_in` is required for `present` and `late`; the other statuses carry no times. `time_out`, when given, is not before `time_in` (422). */
        StaffAttendanceEntry: {
            staff_id: components["schemas"]["ObjectId"];
            status: components["schemas"]["StaffAttendanceStatus"];
            time_in?: components["schemas"]["StaffAttendanceTime"] | null;
            time_out?: components["schemas"]["StaffAttendanceTime"] | null;
            remark?: string | null;
        };
        /** @description Body of `POST /staffattendance`: the attendance of some or all staff for one day. Each entry replaces that staff member's row for the day (upsert per staff and date); staff not listed keep what they had. A staff id may appear once (422 otherwise). */
        StaffAttendanceInput: {
            /** @description The day; not in the future (422). */
            date_in: components["schemas"]["CalendarDate"];
            entries: components["schemas"]["StaffAttendanceEntry"][];
        };
        /** @description An attendance row. */
        StaffAttendanceRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["StaffAttendanceAttributes"];
        };
        /** @description Attendance rows; `meta` is present on the paged `GET /staffattendance`. */
        StaffAttendanceList: {
            data: components["schemas"]["StaffAttendanceRecord"][];
            message?: string;
            meta?: components["schemas"]["PageMeta"];
        };
        /** @description Body of `POST /add-dos`. */
        DosInput: {
            /** @description An active staff member; they become director of studies of their own campus, replacing the previous one. */
            staff_id: components["schemas"]["ObjectId"];
            /** @description Title printed before the name, e.g. `Mr.`, `Dr.`. */
            title?: string | null;
        };
        /** @description The director of studies of a campus. */
        DosAttributes: {
            staff_id: components["schemas"]["ObjectId"];
            campus_id: components["schemas"]["ObjectId"];
            campus: string;
            title: string | null;
            /** @description Surname, first name and middle name. */
            fullname: string;
            /** @description Title and full name as printed on the end-of-term report card, e.g. `Dr. Okafor Ada`. */
            dos: string;
            /**
             * Format: uri-reference
             * @description URL of the staff member's signature image.
             */
            signature: string | null;
        };
        /** @description Director of studies; the id is the staff member's. */
        DosRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["DosAttributes"];
        };
        /** @description The director of studies, or null when none is set for the campus. */
        DosItem: {
            data: components["schemas"]["DosRecord"] | null;
            message?: string;
        };
        /** @description Sub class (arm) of a class, e.g. `A`; one of the sub classes of the class (422 otherwise). */
        StudentSubClass: string;
        /**
         * @description Admission number, unique within the school. Generated numbers look like `GCS/012026/00001` (`{INITIAL}/{MMYYYY}/{NNNNN}`).
         * @example GCS/012026/00001
         */
        StudentAdmissionNumber: string;
        /** @enum {string} */
        StudentGenotype: "AA" | "AS" | "AC" | "SS" | "SC";
        /** @enum {string} */
        StudentBloodGroup: "A+" | "A-" | "B+" | "B-" | "O+" | "O-" | "AB+" | "AB-";
        /** @description A student as the server returns it. Never carries a password. */
        StudentAttributes: {
            campus_id: components["schemas"]["ObjectId"];
            /** @description Campus name, for display. */
            campus: string;
            /** @description The campus is a preschool. */
            is_preschool: boolean;
            surname: components["schemas"]["Name"];
            firstname: components["schemas"]["Name"];
            middlename: string | null;
            /** @description Surname, first name and middle name. */
            fullname: string;
            admission_number: components["schemas"]["StudentAdmissionNumber"];
            /** @description Sign-in name: the admission number (with `-N` added if another school's user already has it). */
            username: string;
            gender: components["schemas"]["Gender"];
            dob: components["schemas"]["CalendarDate"];
            /** @description Whole years today, from `dob`. */
            age: number;
            genotype: components["schemas"]["StudentGenotype"] | null;
            blood_group: components["schemas"]["StudentBloodGroup"] | null;
            nationality: string | null;
            /** @description State of origin. */
            state: string | null;
            session_admitted: components["schemas"]["Session"];
            /** @description Class the student was admitted into. */
            admitted_class_id: components["schemas"]["ObjectId"] | null;
            /** @description Its name, for display. */
            admitted_class: string | null;
            admitted_sub_class: string | null;
            /** @description Present class (on a preschool campus, the preschool class); null once graduated. */
            class_id: components["schemas"]["ObjectId"] | null;
            /** @description Present class name, for display. */
            present_class: string | null;
            /** @description Present sub class (arm). */
            sub_class: string | null;
            /**
             * Format: uri-reference
             * @description URL of the photo.
             */
            image: string | null;
            home_address: string | null;
            /** @description Parent or guardian phone. */
            phone_number: string | null;
            email_address: components["schemas"]["Email"] | null;
            status: components["schemas"]["StudentStatus"];
            /** @description Still on a one-time password: has not signed in and set their own yet. */
            must_change_password: boolean;
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Body of `POST /student`. The username (the admission number) and a one-time password are set by the server; neither is sent. */
        StudentInput: {
            surname: components["schemas"]["Name"];
            firstname: components["schemas"]["Name"];
            middlename?: string | null;
            /** @description Required when the school types admission numbers (auto-generation off), unique within the school (409). Must be left out when auto-generation is on (422): the server then allocates the next number. */
            admission_number?: components["schemas"]["StudentAdmissionNumber"];
            gender: components["schemas"]["Gender"];
            /** @description Date of birth; not after today (422 `must not be in the future`). */
            dob: components["schemas"]["CalendarDate"];
            nationality?: string | null;
            /** @description State of origin. */
            state?: string | null;
            session_admitted: components["schemas"]["Session"];
            /** @description Class the student was admitted into; defaults to `class_id`. */
            admitted_class_id?: components["schemas"]["ObjectId"] | null;
            admitted_sub_class?: components["schemas"]["StudentSubClass"] | null;
            /** @description Present class, a class of the student's campus (422 otherwise). */
            class_id: components["schemas"]["ObjectId"];
            sub_class?: components["schemas"]["StudentSubClass"] | null;
            /** @description Defaults to the caller's campus; only a superadmin may name another campus of the school (403). */
            campus_id?: components["schemas"]["ObjectId"];
            /** @description Parent or guardian phone. */
            phone_number?: components["schemas"]["Phone"] | null;
            email_address?: components["schemas"]["Email"] | null;
            home_address?: string | null;
            genotype?: components["schemas"]["StudentGenotype"] | null;
            blood_group?: components["schemas"]["StudentBloodGroup"] | null;
            /** @description Id of an image stored through the files calls (JPG or PNG); null removes the current image. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
        };
        /** @description Body of `PATCH /student/{id}`: only the fields sent change, with the rules of `StudentInput`. Changing the admission number (only when the school types them) also changes the username. Changing `class_id` here corrects a wrong placement; moving students up a class goes through `PATCH /promote-students`. Results keep the class they were earned in. */
        StudentUpdate: {
            surname?: components["schemas"]["Name"];
            firstname?: components["schemas"]["Name"];
            middlename?: string | null;
            /** @description Only when the school types admission numbers (422 while auto-generation is on); unique within the school (409). */
            admission_number?: components["schemas"]["StudentAdmissionNumber"];
            gender?: components["schemas"]["Gender"];
            /** @description Date of birth; not after today (422 `must not be in the future`). */
            dob?: components["schemas"]["CalendarDate"];
            nationality?: string | null;
            /** @description State of origin. */
            state?: string | null;
            session_admitted?: components["schemas"]["Session"];
            /** @description Class the student was admitted into; defaults to `class_id`. */
            admitted_class_id?: components["schemas"]["ObjectId"] | null;
            admitted_sub_class?: components["schemas"]["StudentSubClass"] | null;
            /** @description Present class, a class of the student's campus (422 otherwise). */
            class_id?: components["schemas"]["ObjectId"];
            sub_class?: components["schemas"]["StudentSubClass"] | null;
            /** @description Parent or guardian phone. */
            phone_number?: components["schemas"]["Phone"] | null;
            email_address?: components["schemas"]["Email"] | null;
            home_address?: string | null;
            genotype?: components["schemas"]["StudentGenotype"] | null;
            blood_group?: components["schemas"]["StudentBloodGroup"] | null;
            /** @description Id of an image stored through the files calls (JPG or PNG); null removes the current image. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
            /**
             * @description `withdrawn` for a student who left the school (they can no longer sign in); `active` re-admits a withdrawn student. Disabled students change through `/enablestudent` and `/disablestudent`, graduation through `/promote-students`; a graduated student answers 409.
             * @enum {string}
             */
            status?: "active" | "withdrawn";
        };
        /** @description Body of `PATCH /profile/{id}`: the contact and health fields a student (or their parent) may change themselves. Names, date of birth, admission number and class are changed by the school. */
        StudentProfileUpdate: {
            /** @description Parent or guardian phone. */
            phone_number?: components["schemas"]["Phone"] | null;
            email_address?: components["schemas"]["Email"] | null;
            home_address?: string | null;
            genotype?: components["schemas"]["StudentGenotype"] | null;
            blood_group?: components["schemas"]["StudentBloodGroup"] | null;
            /** @description Id of an image stored through the files calls (JPG or PNG); null removes the current image. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
        };
        /** @description A student. */
        StudentRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["StudentAttributes"];
        };
        /** @description One student. */
        StudentItem: {
            data: components["schemas"]["StudentRecord"];
            message?: string;
        };
        /** @description A page of students. */
        StudentList: {
            data: components["schemas"]["StudentRecord"][];
            message?: string;
            meta: components["schemas"]["PageMeta"];
        };
        /** @description The new student plus the one-time password, which is shown only in this answer and never again (new slips come from the login-slip calls). */
        StudentCreatedAttributes: components["schemas"]["StudentAttributes"] & {
            one_time_password: components["schemas"]["LoginSlipPassword"];
        };
        /** @description A new student with the one-time password. */
        StudentCreatedRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["StudentCreatedAttributes"];
        };
        /** @description Answer of `POST /student`. */
        StudentCreatedItem: {
            data: components["schemas"]["StudentCreatedRecord"];
            message?: string;
        };
        /** @description One-time password generated by the server. It is shown once, in the answer that issues it, and only its hash is stored. It signs the user in once; they must then set their own password. Issuing a new one replaces the old one. */
        LoginSlipPassword: string;
        /** @description A printable login slip: who signs in, with which username and one-time password. */
        LoginSlipAttributes: {
            /** @enum {string} */
            user_type: "staff" | "student";
            fullname: string;
            username: string;
            one_time_password: components["schemas"]["LoginSlipPassword"];
            /** @description Students only. */
            admission_number: string | null;
            /** @description Present class (students) or class assigned (staff). */
            class_name: string | null;
            sub_class: string | null;
            campus: string;
            issued_at: components["schemas"]["DateTime"];
        };
        /** @description A login slip; the id is the user's (staff or student id). */
        LoginSlipRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["LoginSlipAttributes"];
        };
        /** @description One login slip. */
        LoginSlipItem: {
            data: components["schemas"]["LoginSlipRecord"];
            message?: string;
        };
        /** @description Login slips, ordered by surname then first name. */
        LoginSlipList: {
            data: components["schemas"]["LoginSlipRecord"][];
            message?: string;
        };
        /** @description One spreadsheet row as typed (cells trimmed, blank cells null); the server checks each cell. */
        StudentImportRow: {
            /** @description Required when the school types admission numbers; blank when it generates them. */
            admission_number?: string | null;
            /** @description Required. */
            surname?: string | null;
            /** @description Required. */
            firstname?: string | null;
            /** @description Optional. */
            middlename?: string | null;
            /** @description `male` or `female` (any case). */
            gender?: string | null;
            /** @description Date of birth, `YYYY-MM-DD`, in the past. */
            dob?: string | null;
            /** @description Present class by name, e.g. `JSS 1` (a preschool by name on a preschool campus). */
            class_name?: string | null;
            /** @description Arm of that class, e.g. `A`. */
            sub_class?: string | null;
            /** @description For example `2025/2026`. */
            session_admitted?: string | null;
            /** @description Parent or guardian phone. */
            phone_number?: string | null;
            /** @description Optional; unique in the school. */
            email_address?: string | null;
            /** @description Optional. */
            home_address?: string | null;
            /** @description State of origin. */
            state?: string | null;
            /** @description Optional. */
            nationality?: string | null;
            /** @description AA, AS, AC, SS or SC. */
            genotype?: string | null;
            /** @description A+, A-, B+, B-, O+, O-, AB+ or AB-. */
            blood_group?: string | null;
            /** @description A parent or guardian (optional, issue 28): surname, required when any guardian column is filled. */
            guardian_surname?: string | null;
            /** @description The guardian's first name, required with a guardian. */
            guardian_firstname?: string | null;
            /** @description `mother`, `father`, `guardian` or `sponsor` (any case); blank is `guardian`. */
            guardian_relationship?: string | null;
            /** @description The guardian's phone; a phone or an e-mail is needed (the guardian signs in with it). A guardian of the school with this phone or e-mail is linked, not made twice. */
            guardian_phone?: string | null;
            /** @description The guardian's e-mail; not an e-mail of a student or staff account. */
            guardian_email?: string | null;
            /** @description The guardian's WhatsApp number, when it is not the phone. */
            guardian_whatsapp?: string | null;
            /** @description `yes` when this guardian receives the student's invoices first; blank is no. */
            guardian_fee_contact?: string | null;
        };
        /** @description Body of `POST /student/import`. */
        StudentImportInput: {
            /** @description Check only and write nothing. */
            dry_run: boolean;
            /** @description Campus the students join; defaults to the caller's. Only a superadmin may name another campus of the school (403). */
            campus_id?: components["schemas"]["ObjectId"];
            rows: components["schemas"]["StudentImportRow"][];
        };
        /** @description One spreadsheet row of a staff member as typed (cells trimmed, blank cells null); the server checks each cell. */
        StaffImportRow: {
            /** @description Required. */
            surname?: string | null;
            /** @description Required. */
            firstname?: string | null;
            /** @description Optional. */
            middlename?: string | null;
            /** @description `male` or `female` (any case). */
            gender?: string | null;
            /** @description Admin, Account, Principal or Teacher (the roles the caller may give). */
            role?: string | null;
            /** @description A department of the school, by name or code; optional. */
            department?: string | null;
            /** @description Optional; unique in the school. */
            email?: string | null;
            /** @description Optional. */
            phoneno?: string | null;
            /** @description Optional. */
            address?: string | null;
        };
        /** @description Body of `POST /staff/import`. */
        StaffImportInput: {
            /** @description Check only and write nothing. */
            dry_run: boolean;
            /** @description Campus the staff join; defaults to the caller's. Only a superadmin may name another campus of the school (403). */
            campus_id?: components["schemas"]["ObjectId"];
            rows: components["schemas"]["StaffImportRow"][];
        };
        /** @description What an import found and did. */
        PeopleImportAttributes: {
            dry_run: boolean;
            /** @description Rows checked. */
            rows: number;
            /** @description Problems per cell, keyed `rows.N.field` (N counted from 0); empty when the file is clean. */
            errors: {
                [key: string]: string[];
            };
            /** @description One login slip per person added, in row order; empty on a dry run. */
            slips: components["schemas"]["LoginSlipRecord"][];
            /** @description The student import's guardians (issue 28), one per guardian however many rows name them (matched within the file by phone or e-mail): whether each matched a guardian of the school (linked, not copied) or is new (made and invited on the import). */
            guardians?: components["schemas"]["ImportedGuardian"][];
        };
        /** @description A guardian named by an import's rows. */
        ImportedGuardian: {
            /** @description The guardian; null on a dry run for a new one. */
            id: components["schemas"]["ObjectId"] | null;
            surname: string;
            firstname: string;
            email: string | null;
            /** @description In international form (`+2348012345678`). */
            phone: string | null;
            /** @description The rows naming this guardian (from 0). */
            rows: number[];
            /** @description A guardian of the school with this phone or e-mail (linked, not copied). */
            matched: boolean;
        };
        /** @description The outcome of an import. */
        PeopleImportItem: {
            data: components["schemas"]["PeopleImportAttributes"];
            message?: string;
        };
        /** @description Body of `POST /login-slips`: which students of a class arm get a new one-time password. */
        LoginSlipInput: {
            class_id: components["schemas"]["ObjectId"];
            /** @description Limit to one arm of the class; all arms when null or left out. */
            sub_class?: components["schemas"]["StudentSubClass"] | null;
            /** @description Limit to these students, who must be in the class (arm) (422). All active students of the class (arm) when left out. */
            student_ids?: components["schemas"]["ObjectId"][];
            /**
             * @description When false (default) only students still on a one-time password get a new one. When true, students who already set their own password get one too: their password is replaced and their sessions are signed out.
             * @default false
             */
            include_activated: boolean;
        };
        /**
         * @description School initial of 1 to 5 letters, stored in upper case, e.g. `GCS`.
         * @example GCS
         */
        AdmissionNumberInitial: string;
        /** @description How the school's admission numbers are made. */
        AdmissionNumberSettingsAttributes: {
            auto_generate: boolean;
            initial: components["schemas"]["AdmissionNumberInitial"] | null;
            /** @description Pattern of generated numbers, e.g. `GCS/{MMYYYY}/{NNNNN}`; null when numbers are typed. */
            format: string | null;
            /** @description The number the next new student would get now (a preview, not reserved); null when numbers are typed. */
            next_admission_number: string | null;
        };
        /** @description Body of `POST /admission-number/settings`. The school is the caller's. With `auto_generate` on, `initial` is required; with it off, `initial` may be left out (a stored initial is kept for later). */
        AdmissionNumberSettingsInput: {
            auto_generate: boolean;
            initial?: components["schemas"]["AdmissionNumberInitial"] | null;
        };
        /** @description Admission-number settings; the id is the school's. */
        AdmissionNumberSettingsRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AdmissionNumberSettingsAttributes"];
        };
        /** @description The school's admission-number settings. */
        AdmissionNumberSettingsItem: {
            data: components["schemas"]["AdmissionNumberSettingsRecord"];
            message?: string;
        };
        /** @description Body of `PATCH /promote-students`: move chosen students of one class arm to another class arm, or graduate them. All or nothing: if any listed student is not an active student of the source class arm, nothing moves (422, with the offending `student_ids.N`). */
        StudentPromotionInput: {
            from_class_id: components["schemas"]["ObjectId"];
            /** @description Arm of the source class; null when the class has no arms. */
            from_sub_class?: components["schemas"]["StudentSubClass"] | null;
            student_ids: components["schemas"]["ObjectId"][];
            /**
             * @description `promote` moves them to `to_class_id`/`to_sub_class`; `graduate` sets their status to `graduated` and clears their present class.
             * @enum {string}
             */
            action: "promote" | "graduate";
            /** @description Required for `promote`, a class of the same campus; null or left out for `graduate`. */
            to_class_id?: components["schemas"]["ObjectId"] | null;
            /** @description Arm of the target class, when it has arms. The target class arm differs from the source (422). */
            to_sub_class?: components["schemas"]["StudentSubClass"] | null;
        };
        /** @description Where one student moved. */
        StudentPromotionAttributes: {
            student_id: components["schemas"]["ObjectId"];
            fullname: string;
            admission_number: components["schemas"]["StudentAdmissionNumber"];
            from_class_id: components["schemas"]["ObjectId"];
            /** @description Source class name. */
            from_class: string;
            from_sub_class: string | null;
            /** @description Null when graduated. */
            to_class_id: components["schemas"]["ObjectId"] | null;
            /** @description Target class name; null when graduated. */
            to_class: string | null;
            to_sub_class: string | null;
            status: components["schemas"]["StudentStatus"];
            /** @description Session of the current academic period, kept in the promotion history. */
            session: components["schemas"]["Session"];
        };
        /** @description One moved student; the id is the student's. */
        StudentPromotionRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["StudentPromotionAttributes"];
        };
        /** @description Every student moved, with the message summing up, e.g. `12 students promoted to JSS 2 A`. */
        StudentPromotionList: {
            data: components["schemas"]["StudentPromotionRecord"][];
            message?: string;
        };
        /** @description A positive amount in kobo (1 naira = 100 kobo). */
        FinancePositiveMoney: number;
        /**
         * @description Ten-digit NUBAN account number.
         * @example 2034567891
         */
        BankAccountNumber: string;
        /** @description A bank account of the school that fees are paid into. */
        BankAttributes: {
            /** @description The campus the account belongs to; null for the whole school. A campus's account balance counts the opening balances of its own accounts, the school's counts them all. */
            campus_id: components["schemas"]["ObjectId"] | null;
            /** @description The campus's name; null for the whole school. */
            campus: string | null;
            bank_name: string;
            account_name: string;
            account_number: components["schemas"]["BankAccountNumber"];
            /** @description E.g. `School fees`. */
            account_purpose: string | null;
            /** @description Account and superadmin only. */
            opening_balance?: components["schemas"]["Money"];
            /** @description Sum of payments recorded into this account. Account and superadmin only. */
            total_received?: components["schemas"]["MoneyTotal"];
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Body of `POST /bank`. */
        BankInput: {
            bank_name: string;
            account_name: string;
            /** @description Unique per bank name within the school (409). */
            account_number: components["schemas"]["BankAccountNumber"];
            account_purpose?: string | null;
            /** @description Balance when the account was added to the portal. */
            opening_balance: components["schemas"]["Money"];
            /** @description A campus of the school (422 otherwise), or null for the whole school. Left out, the caller's campus (a superadmin's, the whole school). */
            campus_id?: components["schemas"]["ObjectId"] | null;
        };
        /** @description Body of `PATCH /bank/{id}`: only the fields sent change. */
        BankUpdate: {
            bank_name?: string;
            account_name?: string;
            /** @description Unique per bank name within the school (409). */
            account_number?: components["schemas"]["BankAccountNumber"];
            account_purpose?: string | null;
            /** @description Balance when the account was added to the portal. */
            opening_balance?: components["schemas"]["Money"];
            /** @description A campus of the school (422 otherwise), or null for the whole school. */
            campus_id?: components["schemas"]["ObjectId"] | null;
        };
        /** @description A bank account. */
        BankRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["BankAttributes"];
        };
        /** @description One bank account. */
        BankItem: {
            data: components["schemas"]["BankRecord"];
            message?: string;
        };
        /** @description The school's bank accounts, by bank name. */
        BankList: {
            data: components["schemas"]["BankRecord"][];
            message?: string;
        };
        /** @description One term of a student's statement. */
        StudentStatementTerm: {
            session: components["schemas"]["Session"];
            term: components["schemas"]["Term"];
            invoice_id: components["schemas"]["ObjectId"];
            invoice_no: components["schemas"]["InvoiceNumber"];
            /** @description The balance of the terms before. */
            brought_forward: components["schemas"]["MoneySignedTotal"];
            /** @description The term's invoice total (after discounts and adjustments). */
            invoiced: components["schemas"]["MoneyTotal"];
            paid: components["schemas"]["MoneyTotal"];
            /** @description brought_forward + invoiced − paid. */
            carried_forward: components["schemas"]["MoneySignedTotal"];
        };
        StudentStatement: {
            student_id: components["schemas"]["ObjectId"];
            fullname: string;
            admission_number: string;
            terms: components["schemas"]["StudentStatementTerm"][];
            /** @description Credit the student holds (overpayments not yet used). */
            credit: components["schemas"]["MoneySignedTotal"];
            /** @description What the student owes in all, the credit taken off (negative when the credit is larger). */
            balance: components["schemas"]["MoneySignedTotal"];
        };
        StudentStatementAnswer: {
            data: components["schemas"]["StudentStatement"];
            message?: string;
        };
        /** @description The six summary figures of a campus or of the school, in kobo. */
        FinanceOverviewFigures: {
            expected_income: components["schemas"]["MoneySignedTotal"];
            received_income: components["schemas"]["MoneySignedTotal"];
            outstanding: components["schemas"]["MoneySignedTotal"];
            discount: components["schemas"]["MoneySignedTotal"];
            total_expense: components["schemas"]["MoneySignedTotal"];
            account_balance: components["schemas"]["MoneySignedTotal"];
        };
        /** @description One campus's figures; the id is the campus's. */
        FinanceOverviewCampus: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["FinanceOverviewFigures"] & {
                campus: string;
            };
        };
        FinanceOverviewAnswer: {
            data: components["schemas"]["FinanceOverviewCampus"][];
            meta: {
                /** @description Null for the whole session. */
                term: components["schemas"]["Term"] | null;
                session: components["schemas"]["Session"];
                school: components["schemas"]["FinanceOverviewFigures"];
                /** @description Σ opening balances of the whole school's own accounts (of no campus). */
                school_accounts_opening: components["schemas"]["MoneySignedTotal"];
                computed_at: components["schemas"]["DateTime"];
            };
            message?: string;
        };
        /** @enum {string} */
        FinanceFigureName: "expected_income" | "received_income" | "account_balance" | "discount" | "total_expense" | "outstanding";
        /** @description One summary figure for the caller's campus (superadmin: the whole school). */
        FinanceFigureAttributes: {
            amount: components["schemas"]["MoneySignedTotal"];
            /** @description Null for the whole session. */
            term: components["schemas"]["Term"] | null;
            session: components["schemas"]["Session"];
            computed_at: components["schemas"]["DateTime"];
        };
        /** @description A summary figure; the id names it. */
        FinanceFigureRecord: {
            id: components["schemas"]["FinanceFigureName"];
            attributes: components["schemas"]["FinanceFigureAttributes"];
        };
        /** @description A summary figure. */
        FinanceFigureItem: {
            data: components["schemas"]["FinanceFigureRecord"];
            message?: string;
        };
        /** @enum {string} */
        FeeCategory: "tuition" | "levy" | "uniform" | "other";
        /**
         * @description Whether every student of the classes pays it, or only those who take it.
         * @enum {string}
         */
        FeeStatus: "compulsory" | "optional";
        /**
         * @description `all`: every class of the campus; `some`: only the classes in `class_ids`.
         * @enum {string}
         */
        FeeClassScope: "all" | "some";
        FeeClass: {
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
        };
        /** @description A fee: one line that invoices can carry. */
        FeeAttributes: {
            campus_id: components["schemas"]["ObjectId"];
            campus: string;
            /** @description Fee name, e.g. `School fees`. */
            feetype: string;
            amount: components["schemas"]["FinancePositiveMoney"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            category: components["schemas"]["FeeCategory"];
            fee_status: components["schemas"]["FeeStatus"];
            class_scope: components["schemas"]["FeeClassScope"];
            /** @description The classes of a `some` fee; empty for `all`. */
            classes: components["schemas"]["FeeClass"][];
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Body of `POST /fee`. */
        FeeInput: {
            /** @description Fee name. The same name may appear once per term, session and class: two fees of one name whose classes overlap answer 409. */
            feetype: string;
            amount: components["schemas"]["FinancePositiveMoney"];
            term: components["schemas"]["Term"];
            /** @description Defaults to the session of the current academic period. */
            session?: components["schemas"]["Session"];
            category: components["schemas"]["FeeCategory"];
            /** @default compulsory */
            fee_status: components["schemas"]["FeeStatus"];
            /** @default all */
            class_scope: components["schemas"]["FeeClassScope"];
            /** @description Classes of the campus; required when `class_scope` is `some`, left out for `all`. */
            class_ids?: components["schemas"]["ObjectId"][];
        };
        /** @description Body of `PATCH /fee/{id}`: only the fields sent change. Invoices already made keep the name and amount they copied. */
        FeeUpdate: {
            /** @description Fee name. The same name may appear once per term, session and class: two fees of one name whose classes overlap answer 409. */
            feetype?: string;
            amount?: components["schemas"]["FinancePositiveMoney"];
            term?: components["schemas"]["Term"];
            /** @description Defaults to the session of the current academic period. */
            session?: components["schemas"]["Session"];
            category?: components["schemas"]["FeeCategory"];
            fee_status?: components["schemas"]["FeeStatus"];
            /** @description Left out: unchanged (`class_ids` alone means `some`). */
            class_scope?: components["schemas"]["FeeClassScope"];
            /** @description Classes of the campus; required when `class_scope` is `some`, left out for `all`. */
            class_ids?: components["schemas"]["ObjectId"][];
        };
        /** @description A fee. */
        FeeRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["FeeAttributes"];
        };
        /** @description One fee. */
        FeeItem: {
            data: components["schemas"]["FeeRecord"];
            message?: string;
        };
        /** @description Fees, by session, term and name. */
        FeeList: {
            data: components["schemas"]["FeeRecord"][];
            message?: string;
        };
        /**
         * @description Invoice number, unique per school and sequential within a session.
         * @example INV/2025-2026/000123
         */
        InvoiceNumber: string;
        /**
         * @description Receipt number of a payment, unique per school and gapless within a session.
         * @example RCT/2025-2026/000123
         */
        ReceiptNumber: string;
        /**
         * @description Derived: nothing paid, some paid, or outstanding is 0.
         * @enum {string}
         */
        InvoiceStatus: "unpaid" | "part_paid" | "paid";
        /** @description Discount in percent, 0 to 100 with at most 2 decimals. */
        InvoiceDiscountPercent: number;
        /** @description One invoice line: a fee of the invoice's term and session that applies to the student's class (422 otherwise). Its name and amount are copied from the fee. A fee may appear once per invoice (422). */
        InvoiceItemInput: {
            fee_id: components["schemas"]["ObjectId"];
            /** @default 0 */
            discount: components["schemas"]["InvoiceDiscountPercent"];
            /** @description A discount as an amount in kobo instead of a percent, at most the fee's amount (422); sending both `discount` (other than 0) and `discount_amount` answers 422. */
            discount_amount?: components["schemas"]["Money"];
        };
        /** @description One invoice line. `discount_value` = `discount_amount` when the discount was given as an amount, else round_half_up(amount × discount ÷ 100); `net_amount` = amount − discount_value. */
        InvoiceItem: {
            fee_id: components["schemas"]["ObjectId"];
            feetype: string;
            amount: components["schemas"]["Money"];
            /** @description The percent given (0 when the discount was given as an amount). */
            discount: components["schemas"]["InvoiceDiscountPercent"];
            /** @description The discount given as an amount in kobo; null when given as a percent. */
            discount_amount: components["schemas"]["Money"] | null;
            discount_value: components["schemas"]["Money"];
            net_amount: components["schemas"]["Money"];
        };
        /** @description A payment on the invoice (reversed ones left out), for the invoice document. */
        InvoicePaymentSummary: {
            payment_id: components["schemas"]["ObjectId"];
            receipt_no: components["schemas"]["ReceiptNumber"];
            amount_paid: components["schemas"]["FinancePositiveMoney"];
            payment_method: components["schemas"]["PaymentMethod"];
            paid_at: components["schemas"]["CalendarDate"];
        };
        /** @description A change of the items of an invoice that already had payments, kept as history. */
        InvoiceAdjustment: {
            adjusted_at: components["schemas"]["DateTime"];
            /** @description Name of the staff member. */
            adjusted_by: string;
            reason: string;
            previous_total_amount: components["schemas"]["MoneyTotal"];
            new_total_amount: components["schemas"]["MoneyTotal"];
        };
        /** @description An invoice with its figures, all computed by the server: `gross_amount` = Σ item amounts, `discount_total` = Σ discount values, `total_amount` = Σ nets, `amount_paid` = Σ payments, `outstanding` = total_amount − amount_paid. */
        InvoiceAttributes: {
            invoice_no: components["schemas"]["InvoiceNumber"];
            student_id: components["schemas"]["ObjectId"];
            /** @description Student's surname, first name and middle name. */
            fullname: string;
            admission_number: components["schemas"]["StudentAdmissionNumber"];
            /** @description Class the student was in when invoiced. */
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: string | null;
            campus_id: components["schemas"]["ObjectId"];
            campus: string;
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            due_date: components["schemas"]["CalendarDate"];
            /** @description Note printed on the invoice. */
            notation: string | null;
            items: components["schemas"]["InvoiceItem"][];
            gross_amount: components["schemas"]["MoneyTotal"];
            discount_total: components["schemas"]["MoneyTotal"];
            total_amount: components["schemas"]["MoneyTotal"];
            amount_paid: components["schemas"]["MoneyTotal"];
            outstanding: components["schemas"]["MoneyTotal"];
            status: components["schemas"]["InvoiceStatus"];
            /** @description Payments in the order they were made. */
            payments: components["schemas"]["InvoicePaymentSummary"][];
            /** @description Item changes after a payment, oldest first. */
            adjustments: components["schemas"]["InvoiceAdjustment"][];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description Body of `POST /invoice`. One invoice per student per term and session (409 with the existing invoice number). */
        InvoiceInput: {
            /** @description An active student of the campus. */
            student_id: components["schemas"]["ObjectId"];
            /** @description Defaults to the term of the current academic period. */
            term?: components["schemas"]["Term"];
            /** @description Defaults to the session of the current academic period. */
            session?: components["schemas"]["Session"];
            due_date: components["schemas"]["CalendarDate"];
            notation?: string | null;
            items: components["schemas"]["InvoiceItemInput"][];
        };
        /** @description Body of `PATCH /invoice/{id}`: only the fields sent change. `items` replaces the whole list. Once the invoice has a payment, `items` change only as an adjustment: without `adjustment_reason` the answer is 409 saying so; with it the change is kept in `adjustments` (and the ledger), and may not bring the total below what was already paid (409 with the amount paid in the message). Student, term and session never change. */
        InvoiceUpdate: {
            due_date?: components["schemas"]["CalendarDate"];
            notation?: string | null;
            items?: components["schemas"]["InvoiceItemInput"][];
            adjustment_reason?: string;
        };
        /** @description An invoice. */
        InvoiceRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["InvoiceAttributes"];
        };
        /** @description One invoice. */
        InvoiceItemAnswer: {
            data: components["schemas"]["InvoiceRecord"];
            message?: string;
        };
        /** @description A page of invoices, newest first. */
        InvoiceList: {
            data: components["schemas"]["InvoiceRecord"][];
            message?: string;
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * @description Bank deposit, bank transfer or physical cash; the first two need a bank account of the school.
         * @enum {string}
         */
        PaymentMethod: "bank_deposit" | "transfer" | "cash";
        /**
         * @description Derived: `complete_payment` when this payment cleared the invoice.
         * @enum {string}
         */
        PaymentType: "part_payment" | "complete_payment";
        /** @description One edit of a payment, with the values before it. */
        PaymentEdit: {
            edited_at: components["schemas"]["DateTime"];
            /** @description Name of the staff member. */
            edited_by: string;
            reason: string;
            previous_amount_paid: components["schemas"]["FinancePositiveMoney"];
            previous_payment_method: components["schemas"]["PaymentMethod"];
            previous_bank_id: components["schemas"]["ObjectId"] | null;
            previous_paid_at: components["schemas"]["CalendarDate"];
        };
        /** @description The reversal of a payment (kept in the ledger beside the payment itself). */
        PaymentReversal: {
            reversed_at: components["schemas"]["DateTime"];
            /** @description Name of the staff member. */
            reversed_by: string;
            reason: string;
        };
        /** @description A payment against an invoice. */
        PaymentAttributes: {
            receipt_no: components["schemas"]["ReceiptNumber"];
            invoice_id: components["schemas"]["ObjectId"];
            invoice_no: components["schemas"]["InvoiceNumber"];
            campus_id: components["schemas"]["ObjectId"];
            campus: string;
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            admission_number: components["schemas"]["StudentAdmissionNumber"];
            /** @description Class on the invoice. */
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            amount_paid: components["schemas"]["FinancePositiveMoney"];
            payment_method: components["schemas"]["PaymentMethod"];
            /** @description Null for cash. */
            bank_id: components["schemas"]["ObjectId"] | null;
            bank_name: string | null;
            account_name: string | null;
            /** @description Teller or transfer reference. */
            reference: string | null;
            /** @description Day the money was received. */
            paid_at: components["schemas"]["CalendarDate"];
            remark: string | null;
            type: components["schemas"]["PaymentType"];
            /** @description The invoice's current total amount. */
            invoice_total: components["schemas"]["MoneyTotal"];
            /** @description Outstanding on the invoice right after this payment, payments taken in the order they were made. */
            balance_after: components["schemas"]["MoneyTotal"];
            invoice_status: components["schemas"]["InvoiceStatus"];
            /** @description Name of the staff member who recorded it. */
            recorded_by: string;
            /** @description Oldest first. */
            edits: components["schemas"]["PaymentEdit"][];
            /** @description Set once the payment was reversed; a reversed payment no longer counts towards the invoice (`amount_paid` keeps what it was). */
            reversal: components["schemas"]["PaymentReversal"] | null;
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Body of `POST /payment`. The amount may not exceed the invoice's outstanding balance (422, the message gives the balance, e.g. `Amount exceeds the outstanding balance of ₦12,500.00`). A bank account is required for bank deposits and transfers and must be null or left out for cash. */
        PaymentInput: {
            invoice_id: components["schemas"]["ObjectId"];
            amount_paid: components["schemas"]["FinancePositiveMoney"];
            payment_method: components["schemas"]["PaymentMethod"];
            /** @description A bank account of the school. */
            bank_id?: components["schemas"]["ObjectId"] | null;
            /** @description Day the money was received; defaults to today; not in the future (422). */
            paid_at?: components["schemas"]["CalendarDate"];
            /** @description Teller or transfer reference. */
            reference?: string | null;
            remark?: string | null;
        };
        /** @description Body of `PATCH /payment/{id}`: a reason and at least one change. The same rules as `PaymentInput` apply to the result (the payments of the invoice may not add up to more than its total: 422 with the balance; switching to a bank method needs `bank_id`; switching to cash clears it). The edit and the values before it are kept in `edits`. */
        PaymentUpdate: {
            reason: string;
            amount_paid?: components["schemas"]["FinancePositiveMoney"];
            payment_method?: components["schemas"]["PaymentMethod"];
            bank_id?: components["schemas"]["ObjectId"] | null;
            /** @description Not in the future (422). */
            paid_at?: components["schemas"]["CalendarDate"];
            reference?: string | null;
            remark?: string | null;
        };
        /** @description A payment. */
        PaymentRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["PaymentAttributes"];
        };
        /** @description One payment. */
        PaymentItem: {
            data: components["schemas"]["PaymentRecord"];
            message?: string;
        };
        /** @description A page of payments, newest first. */
        PaymentList: {
            data: components["schemas"]["PaymentRecord"][];
            message?: string;
            meta: components["schemas"]["PageMeta"];
        };
        /** @description Body of `POST /invoice/batch`. */
        InvoiceBatchInput: {
            /** @description A class of the campus; left out for the whole campus (superadmin: the whole school). */
            class_id?: components["schemas"]["ObjectId"];
            /** @description An arm of the class (needs `class_id`, 422 otherwise); left out for every arm. */
            sub_class?: string;
            /** @description Defaults to the term of the current academic period. */
            term?: components["schemas"]["Term"];
            /** @description Defaults to the session of the current academic period. */
            session?: components["schemas"]["Session"];
            due_date: components["schemas"]["CalendarDate"];
            notation?: string | null;
            /**
             * @description `true`: write nothing, answer what would be made.
             * @default false
             */
            preview: boolean;
        };
        /** @description Body of `POST /invoice/add-fee`. */
        InvoiceAddFeeInput: {
            /** @description A fee of the campus (superadmin: of the school); 404 otherwise. Its term and session choose the invoices. */
            fee_id: components["schemas"]["ObjectId"];
            /** @description A class of the campus; left out for every invoice the fee applies to. */
            class_id?: components["schemas"]["ObjectId"];
            /** @description An arm of the class (needs `class_id`, 422 otherwise); left out for every arm. */
            sub_class?: string;
            /** @description Why the invoices change, kept in each invoice's history (e.g. `PTA levy agreed at the meeting of 12 October`). */
            reason: string;
            /**
             * @description `true`: write nothing, answer what each invoice would become.
             * @default false
             */
            preview: boolean;
        };
        /**
         * @description `added`: the fee was added now; `would_add`: it would be added without `preview`; `has_fee`: the invoice already carries the fee, and is left as it is.
         * @enum {string}
         */
        InvoiceAddFeeOutcome: "added" | "would_add" | "has_fee";
        /** @description One invoice of the change. */
        InvoiceAddFeeLineAttributes: {
            outcome: components["schemas"]["InvoiceAddFeeOutcome"];
            invoice_id: components["schemas"]["ObjectId"];
            invoice_no: components["schemas"]["InvoiceNumber"];
            student_id: components["schemas"]["ObjectId"];
            fullname: string;
            admission_number: string;
            class_name: string;
            sub_class: string | null;
            previous_total: components["schemas"]["MoneyTotal"];
            /** @description The total once the fee is added (the previous total when skipped). */
            new_total: components["schemas"]["MoneyTotal"];
            /** @description What was paid on the invoice, with what the student's credit paid of the fee just added (none in a preview). */
            amount_paid: components["schemas"]["MoneyTotal"];
            /** @description new_total − amount_paid. */
            outstanding: components["schemas"]["MoneyTotal"];
        };
        /** @description One invoice; the id is the invoice's. */
        InvoiceAddFeeLineRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["InvoiceAddFeeLineAttributes"];
        };
        /** @description Every invoice the fee applies to, by class, arm and name. */
        InvoiceAddFeeAnswer: {
            data: components["schemas"]["InvoiceAddFeeLineRecord"][];
            meta: {
                preview: boolean;
                /** @description Invoices of the term and session the fee applies to. */
                invoices: number;
                /** @description Invoices changed (or that would change). */
                added: number;
                skipped: number;
                /** @description Σ what the invoices grow by. */
                total_added: components["schemas"]["MoneyTotal"];
            };
            message?: string;
        };
        /**
         * @description `invoiced`: made now; `would_invoice`: made without `preview`; `already_invoiced`: the student already has an invoice for the term and session (`invoice_no` names it); `no_fees`: no fee of the term and session applies to the student's class.
         * @enum {string}
         */
        InvoiceBatchOutcome: "invoiced" | "would_invoice" | "already_invoiced" | "no_fees";
        /** @description One student of the batch. */
        InvoiceBatchLineAttributes: {
            outcome: components["schemas"]["InvoiceBatchOutcome"];
            student_id: components["schemas"]["ObjectId"];
            fullname: string;
            admission_number: components["schemas"]["StudentAdmissionNumber"];
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: string | null;
            /** @description The invoice made now or found already; null in a preview and for `no_fees`. */
            invoice_id: components["schemas"]["ObjectId"] | null;
            invoice_no: components["schemas"]["InvoiceNumber"] | null;
            /** @description The lines of the invoice made (or that would be made); empty when skipped. */
            items: components["schemas"]["InvoiceItem"][];
            /** @description The invoice's total: of the invoice made (or that would be made), or for `already_invoiced` of the invoice the student already has (0 for `no_fees`). */
            total_amount: components["schemas"]["MoneyTotal"];
        };
        /** @description One student of the batch; the id is the student's. */
        InvoiceBatchLineRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["InvoiceBatchLineAttributes"];
        };
        InvoiceBatchMeta: {
            preview: boolean;
            /** @description Active students of the class arm, class or school. */
            students: number;
            /** @description Invoices made (or that would be made). */
            invoiced: number;
            skipped: number;
            /** @description Σ totals of the invoices made (or that would be made). */
            total_amount: components["schemas"]["MoneyTotal"];
        };
        /** @description Every student of the batch, by class, arm and name. */
        InvoiceBatchAnswer: {
            data: components["schemas"]["InvoiceBatchLineRecord"][];
            message?: string;
            meta: components["schemas"]["InvoiceBatchMeta"];
        };
        /** @description Body of `POST /payment/{id}/reverse`. */
        PaymentReversalInput: {
            reason: string;
        };
        /** @description One correction of an expense, with the values before it. */
        ExpenseEdit: {
            edited_at: components["schemas"]["DateTime"];
            /** @description Name of the staff member. */
            edited_by: string;
            reason: string;
            previous_amount: components["schemas"]["FinancePositiveMoney"];
            previous_expense_category: string;
            previous_beneficiary: string;
            previous_purpose: string;
        };
        /** @description Money spent by a campus. */
        ExpenseAttributes: {
            campus_id: components["schemas"]["ObjectId"];
            campus: string;
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description E.g. `Salaries`, `Maintenance`. */
            expense_category: string;
            amount: components["schemas"]["FinancePositiveMoney"];
            payment_method: components["schemas"]["PaymentMethod"];
            /** @description The account paid from; null for cash. */
            bank_id: components["schemas"]["ObjectId"] | null;
            bank_name: string | null;
            account_name: string | null;
            beneficiary: string;
            /** @description Transaction id or cheque number. */
            reference: string | null;
            purpose: string;
            spent_at: components["schemas"]["CalendarDate"];
            recorded_by: string;
            /** @description Oldest first. */
            edits: components["schemas"]["ExpenseEdit"][];
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Body of `POST /expenses`. A bank account of the school is required for bank deposits and transfers and must be null or left out for cash. */
        ExpenseInput: {
            /** @description Defaults to the term of the current academic period. */
            term?: components["schemas"]["Term"];
            /** @description Defaults to the session of the current academic period. */
            session?: components["schemas"]["Session"];
            expense_category: string;
            amount: components["schemas"]["FinancePositiveMoney"];
            payment_method: components["schemas"]["PaymentMethod"];
            bank_id?: components["schemas"]["ObjectId"] | null;
            beneficiary: string;
            reference?: string | null;
            purpose: string;
            /** @description Defaults to today; not in the future (422). */
            spent_at?: components["schemas"]["CalendarDate"];
        };
        /** @description Body of `PATCH /expenses/{id}`: a reason and at least one change; the rules of `ExpenseInput` apply to the result. Term and session never change. */
        ExpenseUpdate: {
            reason: string;
            expense_category?: string;
            amount?: components["schemas"]["FinancePositiveMoney"];
            payment_method?: components["schemas"]["PaymentMethod"];
            bank_id?: components["schemas"]["ObjectId"] | null;
            beneficiary?: string;
            reference?: string | null;
            purpose?: string;
            spent_at?: components["schemas"]["CalendarDate"];
        };
        /** @description An expense. */
        ExpenseRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ExpenseAttributes"];
        };
        /** @description One expense. */
        ExpenseItem: {
            data: components["schemas"]["ExpenseRecord"];
            message?: string;
        };
        /** @description A page of expenses, newest first. */
        ExpenseList: {
            data: components["schemas"]["ExpenseRecord"][];
            message?: string;
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * @description Key of a score-scheme component. The server numbers the First Half (continuous
         *     assessment) components `ca1`..`ca4` in scheme order; the Second Half component is `exam`.
         *     `first_assessment`..`fourth_assessment` read `ca1`..`ca4`.
         * @enum {string}
         */
        ResultComponentKey: "ca1" | "ca2" | "ca3" | "ca4" | "exam";
        /**
         * @description Sub class (arm) of a class, e.g. `A`. A class arm is a class with one of its sub classes.
         * @example A
         */
        ResultSubClass: string;
        /** @description Address of a stored image (photo or signature), or null when there is none. */
        ResultImageUrl: string | null;
        /** @description A computed figure; totals carry at most 1 decimal, averages and percentages 2 (half up). */
        ResultFigure: number;
        /** @description A computed figure, or null when there is nothing to compute it from. */
        ResultFigureOrNull: number | null;
        /**
         * @description Competition rank (1, 2, 2, 4) on exact stored values; null when the student has nothing
         *     to rank on.
         */
        ResultPosition: number | null;
        /** @description Body of `PATCH /result/hos-comment`. */
        ResultHosCommentInput: {
            student_id: components["schemas"]["ObjectId"];
            period?: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            hos_comment: components["schemas"]["ResultComment"];
        };
        /**
         * @description What a class's positions rank on (rules.md): the student average (total ÷ subjects
         *     taken; the default) or the student total. A class setting (`PATCH /class/{class_id}/ranking`).
         * @enum {string}
         */
        ClassRanking: "average" | "total";
        /** @description Body of `PATCH /class/{class_id}/ranking`. */
        ClassRankingInput: {
            ranked_by: components["schemas"]["ClassRanking"];
        };
        /** @description One entry of the results audit trail. */
        ResultAuditAttributes: {
            /** @enum {string} */
            action: "release" | "withhold" | "change";
            created_at: components["schemas"]["DateTime"];
            actor_id: components["schemas"]["ObjectId"] | null;
            /** @description Who acted, for display; null when the account is gone. */
            actor_name: string | null;
            result_id: components["schemas"]["ObjectId"];
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            admission_number: string;
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: components["schemas"]["ResultSubClass"] | null;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description What was recorded: for a status change `{ from }`, for a change what was sent. */
            detail: unknown;
        };
        ResultAuditRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ResultAuditAttributes"];
        };
        ResultAuditList: {
            message?: string;
            data: components["schemas"]["ResultAuditRecord"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description A comment on a result; null when there is none. */
        ResultComment: string | null;
        /** @description A number of school days; null when not entered. */
        ResultAttendanceCount: number | null;
        /** @description One component of the score scheme. */
        ScoreComponent: {
            key: components["schemas"]["ResultComponentKey"];
            /**
             * @description Name shown on sheets, e.g. First Assessment, Mid-Term Test, Exam.
             * @example First Assessment
             */
            name: string;
            maximum: number;
            period: components["schemas"]["Period"];
        };
        ScoreComponentInput: {
            /** @description Name shown on sheets, e.g. First Assessment. */
            name: string;
            maximum: number;
            period: components["schemas"]["Period"];
        };
        /**
         * @description One component of one student in one subject. With `absent: false`: `score` 0..the
         *     component's maximum (at most one decimal; above the maximum is 422), or `score: null`
         *     to clear the entry back to blank (not entered, not counted). With `absent: true`:
         *     `score: null`; the student is marked absent (counts as 0, shown as ABS).
         */
        ResultScoreInput: components["schemas"]["ResultScoreValueInput"] | components["schemas"]["ResultScoreAbsentInput"];
        /** @description A score for the component, or null to clear it back to blank. */
        ResultScoreValueInput: {
            component: components["schemas"]["ResultComponentKey"];
            score: components["schemas"]["Score"] | null;
            /** @constant */
            absent: false;
        };
        /** @description The student was absent for the component. */
        ResultScoreAbsentInput: {
            component: components["schemas"]["ResultComponentKey"];
            score: null;
            /** @constant */
            absent: true;
        };
        /** @description One component of a subject; blank (not entered) is `score` null with `absent` false. */
        ResultComponentScore: {
            component: components["schemas"]["ResultComponentKey"];
            /** @description The score, at most one decimal; null when absent or not entered. */
            score: number | null;
            /** @description Marked absent (counts as 0, shown as ABS). */
            absent: boolean;
        };
        /**
         * @description One subject the student took (at least one component entered or absent), with the
         *     figures of the class arm for that subject.
         */
        ResultSubjectLine: {
            subject_id: components["schemas"]["ObjectId"];
            /** @description Subject name, for display. */
            subject: string;
            /** @description One entry per component of the result's `components`, in scheme order. */
            scores: components["schemas"]["ResultComponentScore"][];
            total: components["schemas"]["ResultFigure"];
            /** @description Sum of the maxima of the result's components. */
            maximum: number;
            percentage: components["schemas"]["ResultFigure"];
            /** @description Grade of the band holding `percentage`; null when no bands are set. */
            grade: string | null;
            /** @description Remark of that band. */
            remark: string | null;
            /** @description Grade point of the band holding `total` (end of term only); null on mid-term results or when no grade-point bands are set. */
            grade_point: number | null;
            position: components["schemas"]["ResultPosition"];
            class_average: components["schemas"]["ResultFigure"];
            highest: components["schemas"]["ResultFigure"];
            lowest: components["schemas"]["ResultFigure"];
            /** @description Students of the class arm who took the subject. */
            number_taken: number;
        };
        /** @description A staff member who signs a sheet. */
        ResultSignatory: {
            staff_id: components["schemas"]["ObjectId"];
            name: string;
            signature: components["schemas"]["ResultImageUrl"];
        };
        /** @description A 1-5 rating of one attribute (5 Excellent, 4 Good, 3 Fair, 2 Poor, 1 Very Poor). */
        ResultRating: {
            /** @description An attribute of the skill or report type of the same name as the list. */
            name: string;
            score: number;
        };
        /** @enum {string} */
        ResultAbacusRating: "Needs Improvement" | "Fair" | "Good" | "Excellent";
        ResultExtraCurricularInput: {
            extra_curricular_id: components["schemas"]["ObjectId"];
            /** @description Whether the student took part. */
            value: boolean;
        };
        ResultExtraCurricular: {
            extra_curricular_id: components["schemas"]["ObjectId"];
            /** @description Name of the activity when it was recorded. */
            name: string;
            /** @description Whether the student took part. */
            value: boolean;
        };
        SheetSectionSummary: {
            id: components["schemas"]["ObjectId"];
            section: string;
        };
        /** @description The school's fee-gated results setting. */
        ResultFeeGateAttributes: {
            /** @description Results of students owing above the threshold for the term are held. */
            enabled: boolean;
            threshold: components["schemas"]["MoneyTotal"];
        };
        /** @description Body of `PUT /results/fee-gate`. */
        ResultFeeGateInput: {
            enabled: boolean;
            threshold: components["schemas"]["Money"];
        };
        ResultFeeGateItem: {
            data: {
                id: components["schemas"]["ObjectId"];
                attributes: components["schemas"]["ResultFeeGateAttributes"];
            };
            message?: string;
        };
        ResultFeeHold: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            sub_class: string | null;
            /** @description What the student owes for the term in kobo (negative when they paid more). */
            owed: number;
            held: boolean;
            /** @description Why the student is exempted for the term; null when not exempted. */
            exemption_reason: string | null;
        };
        ResultFeeHoldsAttributes: {
            gate: components["schemas"]["ResultFeeGateAttributes"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            students: components["schemas"]["ResultFeeHold"][];
        };
        ResultFeeHoldsItem: {
            data: {
                id: components["schemas"]["ObjectId"];
                attributes: components["schemas"]["ResultFeeHoldsAttributes"];
            };
            message?: string;
        };
        /** @description Body of `POST /results/fee-exemptions`. */
        ResultFeeExemptionInput: {
            student_id: components["schemas"]["ObjectId"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description Why the student's result is not held (kept in the audit log). */
            reason: string;
        };
        ResultFeeExemptionAttributes: {
            student_id: components["schemas"]["ObjectId"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            reason: string;
            /** Format: date-time */
            created_at: string;
        };
        ResultFeeExemptionItem: {
            data: {
                id: components["schemas"]["ObjectId"];
                attributes: components["schemas"]["ResultFeeExemptionAttributes"];
            };
            message?: string;
        };
        ResultUnavailableBody: {
            /** @example This result has been withheld. Please contact the school. */
            message: string;
            /**
             * @description Why the result is not shown; null when there is no result yet. `held`: the school
             *     holds results of students who owe more than its threshold for the term
             *     (`GET /results/fee-gate`), and this student does and is not exempted.
             * @enum {string|null}
             */
            result_status: "not_released" | "withheld" | "held" | null;
        };
        /**
         * @description A student's mid-term (First Half) result, with the figures the server computes from the
         *     First Half components only (rules.md "Results arithmetic"): subject totals out of the
         *     First Half maximum and as a percentage; grades and remarks from the grading bands on the
         *     percentage; subject positions, class averages, highest and lowest within the class arm;
         *     student total, average and class position.
         */
        MidTermResultAttributes: {
            student_id: components["schemas"]["ObjectId"];
            /** @description Surname Firstname Middlename, for display. */
            student_fullname: string;
            admission_number: string;
            gender: components["schemas"]["Gender"] | null;
            student_image: components["schemas"]["ResultImageUrl"];
            campus_id: components["schemas"]["ObjectId"];
            /** @description Campus name, for display. */
            campus: string;
            class_id: components["schemas"]["ObjectId"];
            /** @description Name of the class the result was earned in, for display. */
            class_name: string;
            sub_class: components["schemas"]["ResultSubClass"] | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            period: "First Half";
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /**
             * @description `midterm` when every First Half component counts; an assessment type when the figures are limited to that one component.
             * @enum {string}
             */
            result_type: "midterm" | "first_assessment" | "second_assessment" | "third_assessment" | "fourth_assessment";
            status: components["schemas"]["ResultStatus"];
            /**
             * @description Which released result shows the scores entered in this result's period, so they are
             *     locked until it is withheld (DECISIONS #14): `First Half` when this mid-term result is
             *     released, `Second Half` when the end-of-term result of the term is (it shows the
             *     assessments too); null when the scores can change. A save that would change them
             *     answers 409.
             */
            scores_locked_by: components["schemas"]["Period"] | null;
            /** @description The components counted, in scheme order. */
            components: components["schemas"]["ScoreComponent"][];
            /** @description The subjects the student took, in the class's subject order. */
            subjects: components["schemas"]["ResultSubjectLine"][];
            /** @description Subjects taken. */
            total_subjects: number;
            total_score: components["schemas"]["ResultFigure"];
            /** @description Sum of the subjects' maxima. */
            maximum_score: number;
            student_average: components["schemas"]["ResultFigureOrNull"];
            percentage: components["schemas"]["ResultFigureOrNull"];
            /** @description Grade of the band holding `percentage`. */
            grade: string | null;
            remark: string | null;
            position: components["schemas"]["ResultPosition"];
            /** @description Students of the class arm ranked (those with at least one subject taken). */
            number_in_class: number;
            class_average: components["schemas"]["ResultFigureOrNull"];
            ranked_by: components["schemas"]["ClassRanking"];
            /**
             * @description Subjects on the class's list for the session. A student with `total_subjects` below
             *     it took fewer subjects than the class offers (their average is over fewer subjects).
             */
            subjects_offered: number;
            teacher_comment: components["schemas"]["ResultComment"];
            /** @description Class teachers of the arm, for signatures. */
            teachers: components["schemas"]["ResultSignatory"][];
            hos_comment: components["schemas"]["ResultComment"];
            /**
             * @description True when the principal typed a comment for this mid-term result
             *     (`PATCH /result/hos-comment` with `period: First Half`); a mid-term result has no
             *     bank comment, so `hos_comment` is null otherwise.
             */
            hos_comment_edited: boolean;
            /** @description Head of school (principal) of the campus, for the signature. */
            hos: components["schemas"]["ResultSignatory"] | null;
            /** @description Sections the campus shows on this period's sheet (every section when none are chosen). */
            sheet_sections: components["schemas"]["SheetSectionSummary"][];
            /** @description How anyone can check the card (issue 31); present once the result is released, on the reads that print it. */
            verification?: components["schemas"]["ReportCardSeal"];
            updated_at: components["schemas"]["DateTime"];
        };
        MidTermResultRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["MidTermResultAttributes"];
        };
        MidTermResultItem: {
            data: components["schemas"]["MidTermResultRecord"];
            message?: string;
        };
        MidTermResultList: {
            data: components["schemas"]["MidTermResultRecord"][];
            message?: string;
        };
        MidTermResultStudentInput: {
            student_id: components["schemas"]["ObjectId"];
            /** @description First Half components of the subject, each at most once; unlisted components are unchanged. */
            scores?: components["schemas"]["ResultScoreInput"][];
            teacher_comment?: components["schemas"]["ResultComment"];
        };
        /**
         * @description One subject's First Half scores for students of one class (arm), saved all or nothing.
         * @example {
         *       "class_id": "12",
         *       "sub_class": "A",
         *       "subject_id": "40",
         *       "period": "First Half",
         *       "term": "First Term",
         *       "session": "2025/2026",
         *       "students": [
         *         {
         *           "student_id": "301",
         *           "scores": [
         *             {
         *               "component": "ca1",
         *               "score": 17.5,
         *               "absent": false
         *             }
         *           ]
         *         },
         *         {
         *           "student_id": "302",
         *           "scores": [
         *             {
         *               "component": "ca1",
         *               "score": null,
         *               "absent": true
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        MidTermResultInput: {
            class_id: components["schemas"]["ObjectId"];
            sub_class?: components["schemas"]["ResultSubClass"];
            subject_id?: components["schemas"]["ObjectId"];
            /**
             * @default First Half
             * @enum {string}
             */
            period: "First Half";
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description Each student at most once. */
            students: components["schemas"]["MidTermResultStudentInput"][];
        };
        /**
         * @description A student's end-of-term (Second Half) result: the report card. Subject totals sum every
         *     component of the scheme entered for the term (continuous assessments and exam, out of
         *     100); grades and remarks from the grading bands; grade points from the grade-point bands
         *     and GPA = mean of the subjects' grade points (2 decimals); subject positions, class
         *     averages, highest and lowest within the class arm; student total, average (2 decimals),
         *     grade, class position, class average and number in class (rules.md "Results
         *     arithmetic"). `percentage` equals `student_average` (subjects are out of 100).
         */
        EndTermResultAttributes: {
            student_id: components["schemas"]["ObjectId"];
            /** @description Surname Firstname Middlename, for display. */
            student_fullname: string;
            admission_number: string;
            gender: components["schemas"]["Gender"] | null;
            student_image: components["schemas"]["ResultImageUrl"];
            campus_id: components["schemas"]["ObjectId"];
            /** @description Campus name, for display. */
            campus: string;
            class_id: components["schemas"]["ObjectId"];
            /** @description Name of the class the result was earned in, for display. */
            class_name: string;
            sub_class: components["schemas"]["ResultSubClass"] | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            period: "Second Half";
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @enum {string} */
            result_type: "endterm";
            status: components["schemas"]["ResultStatus"];
            /**
             * @description `Second Half` when this end-of-term result is released: its exam scores are locked
             *     until it is withheld (DECISIONS #14; a save answers 409); null when they can change.
             */
            scores_locked_by: components["schemas"]["Period"] | null;
            /** @description Every component of the scheme, in order (the sheet's columns and "Max Score Obtainable" row). */
            components: components["schemas"]["ScoreComponent"][];
            /** @description The subjects the student took, in the class's subject order. */
            subjects: components["schemas"]["ResultSubjectLine"][];
            /** @description Subjects taken. */
            total_subjects: number;
            total_score: components["schemas"]["ResultFigure"];
            /** @description Sum of the subjects' maxima (100 each). */
            maximum_score: number;
            student_average: components["schemas"]["ResultFigureOrNull"];
            percentage: components["schemas"]["ResultFigureOrNull"];
            /** @description Grade of the band holding the student's average. */
            grade: string | null;
            remark: string | null;
            position: components["schemas"]["ResultPosition"];
            /** @description Students of the class arm ranked (those with at least one subject taken). */
            number_in_class: number;
            class_average: components["schemas"]["ResultFigureOrNull"];
            ranked_by: components["schemas"]["ClassRanking"];
            /**
             * @description Subjects on the class's list for the session. A student with `total_subjects` below
             *     it took fewer subjects than the class offers (their average is over fewer subjects).
             */
            subjects_offered: number;
            /** @description Mean of the subjects' grade points, 2 decimals; null when no grade-point bands are set. */
            gpa: number | null;
            school_opened: components["schemas"]["ResultAttendanceCount"];
            times_present: components["schemas"]["ResultAttendanceCount"];
            times_absent: components["schemas"]["ResultAttendanceCount"];
            affective_disposition: components["schemas"]["ResultRating"][];
            psychomotor_skills: components["schemas"]["ResultRating"][];
            psychomotor_performance: components["schemas"]["ResultRating"][];
            pupil_report: components["schemas"]["ResultRating"][];
            extra_curricular_activities: components["schemas"]["ResultExtraCurricular"][];
            abacus: components["schemas"]["ResultAbacusRating"] | null;
            performance_remark: components["schemas"]["ResultComment"];
            teacher_comment: components["schemas"]["ResultComment"];
            /** @description Class teachers of the arm, for signatures. */
            teachers: components["schemas"]["ResultSignatory"][];
            hos_comment: components["schemas"]["ResultComment"];
            /**
             * @description True when the comment was typed for this student; false when it is the principal's
             *     bank comment that suits the student's average (read at request time until the result
             *     is released, then kept as it was at release).
             */
            hos_comment_edited: boolean;
            /** @description Head of school (principal) of the campus, for the signature. */
            hos: components["schemas"]["ResultSignatory"] | null;
            /** @description Director of studies, as set by the school. */
            dos: string | null;
            /** @description Date the term ends (from `/closingresumption`). */
            session_ends: components["schemas"]["CalendarDate"] | null;
            /** @description Date the next term begins (from `/closingresumption`). */
            session_resumes: components["schemas"]["CalendarDate"] | null;
            /** @description Sections the campus shows on this period's sheet (every section when none are chosen). */
            sheet_sections: components["schemas"]["SheetSectionSummary"][];
            /** @description How anyone can check the card (issue 31); present once the result is released, on the reads that print it. */
            verification?: components["schemas"]["ReportCardSeal"];
            updated_at: components["schemas"]["DateTime"];
        };
        EndTermResultRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["EndTermResultAttributes"];
        };
        EndTermResultItem: {
            data: components["schemas"]["EndTermResultRecord"];
            message?: string;
        };
        /**
         * @description What a released report card prints so that anyone can check it (issue 31): the code and
         *     the address it opens, the PIN that shows the scores, and the signed statement (compact
         *     JWS, EdDSA) the QR code carries after the address (`{url}#{statement}`).
         */
        ReportCardSeal: {
            /**
             * @description The verification code, `SM-<school>-XXXX-XXXX-XXXX`.
             * @example SM-12-7K3Q-92XD-4HNP
             */
            code: string;
            /** @description The PIN that opens the card's scores on the verification page. */
            pin: string;
            /** @description The verification page of the code on the portal. */
            url: string;
            /** @description The signed statement, a compact JWS (see `GET /verification-keys`). */
            statement: string;
        };
        /**
         * @description `valid`: the card is the result as released; `replaced`: withheld again, or changed and released again.
         * @enum {string}
         */
        ReportCardStatus: "valid" | "replaced";
        VerifiedSubject: {
            subject: string;
            scores: components["schemas"]["ResultComponentScore"][];
            total: components["schemas"]["ResultFigure"];
            grade: string | null;
            position: components["schemas"]["ResultPosition"];
        };
        /** @description Every figure the card showed when it was released. */
        VerifiedFigures: {
            components: components["schemas"]["ScoreComponent"][];
            subjects: components["schemas"]["VerifiedSubject"][];
            total_score: components["schemas"]["ResultFigure"];
            student_average: components["schemas"]["ResultFigureOrNull"];
            grade: string | null;
            position: components["schemas"]["ResultPosition"];
            number_in_class: number;
        };
        /** @description The minimal facts of a report card, as signed in its statement. */
        VerificationFacts: {
            school_name: string;
            school_logo: components["schemas"]["ResultImageUrl"];
            student_fullname: string;
            /** @description The class (and arm) the result was earned in. */
            class_name: string;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
        };
        ReportCardVerificationAttributes: components["schemas"]["VerificationFacts"] & {
            code: string;
            status: components["schemas"]["ReportCardStatus"];
            released_at: components["schemas"]["DateTime"];
            replaced_at: components["schemas"]["DateTime"] | null;
            /** @description The card's figures, only after the right PIN and only while the card is valid; null otherwise. */
            figures: components["schemas"]["VerifiedFigures"] | null;
        };
        ReportCardVerificationRecord: {
            /** @description The code. */
            id: string;
            attributes: components["schemas"]["ReportCardVerificationAttributes"];
        };
        ReportCardVerificationItem: {
            data: components["schemas"]["ReportCardVerificationRecord"];
            message?: string;
        };
        ReportCardPinInput: {
            /** @description The 8-digit PIN printed on the card. */
            pin: string;
        };
        /** @description An Ed25519 public key as a JWK. */
        VerificationKey: {
            /** @enum {string} */
            kty: "OKP";
            /** @enum {string} */
            crv: "Ed25519";
            x: string;
            kid: string;
            /** @enum {string} */
            alg: "EdDSA";
            /** @enum {string} */
            use: "sig";
        };
        VerificationKeySet: {
            keys: components["schemas"]["VerificationKey"][];
        };
        ReportCardCheckAttributes: {
            code: string;
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            class_name: string;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            status: components["schemas"]["ReportCardStatus"];
            /**
             * @description `none`: facts only; `right`: the scores were shown; `wrong`: a wrong PIN.
             * @enum {string}
             */
            pin: "none" | "right" | "wrong";
            checked_at: components["schemas"]["DateTime"];
        };
        ReportCardCheckRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ReportCardCheckAttributes"];
        };
        ReportCardCheckList: {
            data: components["schemas"]["ReportCardCheckRecord"][];
            message?: string;
            meta: components["schemas"]["PageMeta"];
        };
        EndTermResultList: {
            data: components["schemas"]["EndTermResultRecord"][];
            message?: string;
        };
        /**
         * @description One student's end-of-term entries. `scores` needs the body's `subject_id`; every other
         *     field is for the class teacher of the arm only (403 otherwise). Omitted fields are left
         *     unchanged; a list replaces the stored list; null clears a value.
         */
        EndTermResultStudentInput: {
            student_id: components["schemas"]["ObjectId"];
            /** @description The Second Half component (`exam`) of the subject. */
            scores?: components["schemas"]["ResultScoreInput"][];
            school_opened?: components["schemas"]["ResultAttendanceCount"];
            times_present?: components["schemas"]["ResultAttendanceCount"];
            /** @description Ratings of the attributes of the `affective_disposition` skill group. */
            affective_disposition?: components["schemas"]["ResultRating"][];
            /** @description Ratings of the attributes of the `psychomotor_skills` skill group. */
            psychomotor_skills?: components["schemas"]["ResultRating"][];
            /** @description Ratings of the attributes of the `psychomotor_performance` report type. */
            psychomotor_performance?: components["schemas"]["ResultRating"][];
            /** @description Ratings of the attributes of the `pupil_report` report type. */
            pupil_report?: components["schemas"]["ResultRating"][];
            /** @description Activities offered to the class, each at most once. */
            extra_curricular_activities?: components["schemas"]["ResultExtraCurricularInput"][];
            abacus?: components["schemas"]["ResultAbacusRating"] | null;
            performance_remark?: components["schemas"]["ResultComment"];
            teacher_comment?: components["schemas"]["ResultComment"];
            hos_comment?: components["schemas"]["ResultComment"];
        };
        /**
         * @description One subject's Second Half scores and/or the class teacher's report details for students
         *     of one class (arm), saved all or nothing.
         * @example {
         *       "class_id": "12",
         *       "sub_class": "A",
         *       "subject_id": "40",
         *       "term": "First Term",
         *       "session": "2025/2026",
         *       "students": [
         *         {
         *           "student_id": "301",
         *           "scores": [
         *             {
         *               "component": "exam",
         *               "score": 48,
         *               "absent": false
         *             }
         *           ],
         *           "school_opened": 120,
         *           "times_present": 114,
         *           "affective_disposition": [
         *             {
         *               "name": "Punctuality",
         *               "score": 4
         *             }
         *           ],
         *           "teacher_comment": "A steady and hardworking pupil."
         *         }
         *       ]
         *     }
         */
        EndTermResultInput: {
            class_id: components["schemas"]["ObjectId"];
            sub_class?: components["schemas"]["ResultSubClass"];
            subject_id?: components["schemas"]["ObjectId"];
            /**
             * @default Second Half
             * @enum {string}
             */
            period: "Second Half";
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description Each student at most once. */
            students: components["schemas"]["EndTermResultStudentInput"][];
        };
        /** @description A mid-term or end-of-term result; `attributes.period` tells which. */
        ResultRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["MidTermResultAttributes"] | components["schemas"]["EndTermResultAttributes"];
        };
        ResultItem: {
            data: components["schemas"]["ResultRecord"];
            message?: string;
        };
        ResultList: {
            data: components["schemas"]["ResultRecord"][];
            message?: string;
        };
        /** @description Every result of (period, term, session) in a class arm (or every arm of the class). */
        ResultReleaseClassInput: {
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            period: components["schemas"]["Period"];
            class_id: components["schemas"]["ObjectId"];
            sub_class?: components["schemas"]["ResultSubClass"];
            reason?: components["schemas"]["WithholdReason"];
        };
        /** @description The results of (period, term, session) of the listed students. */
        ResultReleaseStudentsInput: {
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            period: components["schemas"]["Period"];
            student_ids: components["schemas"]["ObjectId"][];
            reason?: components["schemas"]["WithholdReason"];
        };
        /**
         * @description Why the results are withheld: required by `PATCH /withhold/result` (422 at `reason`
         *     without it) and kept in the audit log; a release takes none (422 at `reason`).
         */
        WithholdReason: string;
        /** @description Either a class arm (`class_id`) or a list of students (`student_ids`), never both. */
        ResultReleaseInput: components["schemas"]["ResultReleaseClassInput"] | components["schemas"]["ResultReleaseStudentsInput"];
        ResultStatusChange: {
            status: components["schemas"]["ResultStatus"];
            /** @description Results whose status changed. */
            changed: number;
            /** @description Selected results that already had this status. */
            unchanged: number;
            /** @description Students whose result changed. */
            student_ids: components["schemas"]["ObjectId"][];
            /**
             * @description Every selected student's outcome: the listed students in their order, or the class
             *     arm's students with a result. A release screen shows its progress and its list from
             *     this one answer.
             */
            students: components["schemas"]["ResultStudentOutcome"][];
        };
        ResultStudentOutcome: {
            student_id: components["schemas"]["ObjectId"];
            /**
             * @description `changed`: the result has the new status now; `unchanged`: it already had it.
             * @enum {string}
             */
            outcome: "changed" | "unchanged";
        };
        /** @description A summary of a release or withhold, not a record. */
        ResultStatusChangeBody: {
            /** @example 12 results released. */
            message: string;
            data: components["schemas"]["ResultStatusChange"];
        };
        CumulativeScoreSubject: {
            subject_id: components["schemas"]["ObjectId"];
            /** @description Subject name, for display. */
            subject: string;
            first_term: components["schemas"]["ResultFigureOrNull"];
            second_term: components["schemas"]["ResultFigureOrNull"];
            third_term: components["schemas"]["ResultFigureOrNull"];
            /** @description Terms with a total (the divisor of `average_score`). */
            terms_counted: number;
            total_score: components["schemas"]["ResultFigure"];
            average_score: components["schemas"]["ResultFigure"];
            grade: string | null;
            remark: string | null;
            position: components["schemas"]["ResultPosition"];
            class_average: components["schemas"]["ResultFigure"];
            highest: components["schemas"]["ResultFigure"];
            lowest: components["schemas"]["ResultFigure"];
            /** @description Students of the class arm who took the subject in the session. */
            number_taken: number;
        };
        /** @description Per-subject term totals of a session and the annual summary (see `GET /cumulativescore`). */
        CumulativeScoreAttributes: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            admission_number: string;
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: components["schemas"]["ResultSubClass"] | null;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            subjects: components["schemas"]["CumulativeScoreSubject"][];
            total_subjects: number;
            total_score: components["schemas"]["ResultFigure"];
            student_average: components["schemas"]["ResultFigureOrNull"];
            class_average: components["schemas"]["ResultFigureOrNull"];
            grade: string | null;
            remark: string | null;
            position: components["schemas"]["ResultPosition"];
            number_in_class: number;
        };
        /** @description The record id is the student's id. */
        CumulativeScoreRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["CumulativeScoreAttributes"];
        };
        CumulativeScoreItem: {
            data: components["schemas"]["CumulativeScoreRecord"];
            message?: string;
        };
        EndTermClassAverageAttributes: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: components["schemas"]["ResultSubClass"] | null;
            session: components["schemas"]["Session"];
            total_subjects: number;
            total_score: components["schemas"]["ResultFigure"];
            student_average: components["schemas"]["ResultFigureOrNull"];
            class_average: components["schemas"]["ResultFigureOrNull"];
            grade: string | null;
            remark: string | null;
            position: components["schemas"]["ResultPosition"];
            number_in_class: number;
        };
        /** @description The record id is the student's id. */
        EndTermClassAverageRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["EndTermClassAverageAttributes"];
        };
        EndTermClassAverageItem: {
            data: components["schemas"]["EndTermClassAverageRecord"];
            message?: string;
        };
        /** @description A subject column with its figures over the students listed. */
        BroadsheetSubject: {
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            number_taken: number;
            class_average: components["schemas"]["ResultFigureOrNull"];
            highest: components["schemas"]["ResultFigureOrNull"];
            lowest: components["schemas"]["ResultFigureOrNull"];
        };
        BroadsheetStudentSubject: {
            subject_id: components["schemas"]["ObjectId"];
            total: components["schemas"]["ResultFigureOrNull"];
            grade: string | null;
            position: components["schemas"]["ResultPosition"];
        };
        /**
         * @description One student row. Students of the class (arm) without a result for the period appear
         *     with `result_id` and `status` null and null figures.
         */
        BroadsheetStudent: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            admission_number: string;
            sub_class: components["schemas"]["ResultSubClass"] | null;
            result_id: components["schemas"]["ObjectId"] | null;
            status: components["schemas"]["ResultStatus"] | null;
            /** @description One cell per column of `subjects`, in the same order; `total` null when not taken. */
            subjects: components["schemas"]["BroadsheetStudentSubject"][];
            total_subjects: number;
            total_score: components["schemas"]["ResultFigure"];
            student_average: components["schemas"]["ResultFigureOrNull"];
            percentage: components["schemas"]["ResultFigureOrNull"];
            grade: string | null;
            remark: string | null;
            position: components["schemas"]["ResultPosition"];
            /** @description End of term only; null on the mid-term broadsheet. */
            gpa: number | null;
        };
        BroadsheetAttributes: {
            ranked_by: components["schemas"]["ClassRanking"];
            /** @description Subjects on the class's list for the session; rows whose `total_subjects` is below it took fewer. */
            subjects_offered: number;
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: components["schemas"]["ResultSubClass"] | null;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            /** @description The components counted in the totals. */
            components: components["schemas"]["ScoreComponent"][];
            /** @description The class's subjects for the session, in order. */
            subjects: components["schemas"]["BroadsheetSubject"][];
            /** @description By position, then name. */
            students: components["schemas"]["BroadsheetStudent"][];
            number_in_class: number;
            class_average: components["schemas"]["ResultFigureOrNull"];
            /** @description Class teachers, for signatures. */
            teachers: components["schemas"]["ResultSignatory"][];
        };
        /** @description The record id is the class id. */
        BroadsheetRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["BroadsheetAttributes"];
        };
        BroadsheetItem: {
            data: components["schemas"]["BroadsheetRecord"];
            message?: string;
        };
        ClosingResumptionAttributes: {
            campus_id: components["schemas"]["ObjectId"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            session_ends: components["schemas"]["CalendarDate"];
            session_resumes: components["schemas"]["CalendarDate"];
        };
        ClosingResumptionInput: {
            campus_id?: components["schemas"]["ObjectId"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            session_ends: components["schemas"]["CalendarDate"];
            session_resumes: components["schemas"]["CalendarDate"];
        };
        ClosingResumptionRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ClosingResumptionAttributes"];
        };
        ClosingResumptionItem: {
            data: components["schemas"]["ClosingResumptionRecord"];
            message?: string;
        };
        MaximumScoresAttributes: {
            campus_id: components["schemas"]["ObjectId"];
            /** @description Sum of the First Half maxima. */
            midterm: number;
            /** @description Maximum of `ca1`. */
            first_assessment: number | null;
            /** @description Maximum of `ca2`; null when the scheme has one continuous assessment. */
            second_assessment: number | null;
            /** @description True when the scheme has two or more continuous assessments. */
            has_two_assessment: boolean;
            exam: number;
            /** @description Always 100. */
            total: number;
            components: components["schemas"]["ScoreComponent"][];
        };
        /** @description The record id is the score setting's id. */
        MaximumScoresRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["MaximumScoresAttributes"];
        };
        MaximumScoresItem: {
            data: components["schemas"]["MaximumScoresRecord"];
            message?: string;
        };
        ScoreOptionAttributes: {
            /** @example Two assessments and exam */
            label: string;
            /**
             * @description The maxima in order, joined with hyphens.
             * @example 20-20-60
             */
            value: string;
            /** @description Number of continuous-assessment components. */
            assessment_type: number;
            components: components["schemas"]["ScoreComponent"][];
            is_default: boolean;
        };
        ScoreOptionRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ScoreOptionAttributes"];
        };
        ScoreOptionList: {
            data: components["schemas"]["ScoreOptionRecord"][];
            message?: string;
        };
        ScoreSettingAttributes: {
            campus_id: components["schemas"]["ObjectId"];
            /** @description The preset the scheme came from; null for a custom scheme. */
            score_option_id: components["schemas"]["ObjectId"] | null;
            /**
             * @description The maxima in order, joined with hyphens.
             * @example 10-10-20-60
             */
            value: string;
            /** @description Number of continuous-assessment components. */
            assessment_type: number;
            components: components["schemas"]["ScoreComponent"][];
            /** @description Sum of the maxima; always 100. */
            total: number;
            /** @description True when scores have been entered for the current term (changes are then limited, see the store call). */
            has_scores: boolean;
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description The ordered components: 1 to 4 First Half components, then one Second Half component;
         *     the maxima sum to 100 (422 otherwise).
         * @example {
         *       "score_option_id": "2",
         *       "components": [
         *         {
         *           "name": "First Assessment",
         *           "maximum": 20,
         *           "period": "First Half"
         *         },
         *         {
         *           "name": "Second Assessment",
         *           "maximum": 20,
         *           "period": "First Half"
         *         },
         *         {
         *           "name": "Exam",
         *           "maximum": 60,
         *           "period": "Second Half"
         *         }
         *       ]
         *     }
         */
        ScoreSettingInput: {
            campus_id?: components["schemas"]["ObjectId"];
            score_option_id?: components["schemas"]["ObjectId"] | null;
            components: components["schemas"]["ScoreComponentInput"][];
        };
        ScoreSettingRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ScoreSettingAttributes"];
        };
        ScoreSettingItem: {
            data: components["schemas"]["ScoreSettingRecord"];
            message?: string;
        };
        SheetSectionAttributes: {
            /** @example Attendance Record */
            section: string;
        };
        SheetSectionRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["SheetSectionAttributes"];
        };
        SheetSectionList: {
            data: components["schemas"]["SheetSectionRecord"][];
            message?: string;
        };
        SheetSettingAttributes: {
            /** @description False when the campus saved nothing for (period, term) and these are the default sections. */
            saved: boolean;
            campus_id: components["schemas"]["ObjectId"];
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            /** @description The sections shown, in sheet order. */
            sheet_sections: components["schemas"]["SheetSectionSummary"][];
        };
        SheetSettingInput: {
            campus_id?: components["schemas"]["ObjectId"];
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            /** @description Ids of the sections to show; an empty list shows only the scores. */
            sheet_ids: components["schemas"]["ObjectId"][];
        };
        SheetSettingRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["SheetSettingAttributes"];
        };
        SheetSettingItem: {
            data: components["schemas"]["SheetSettingRecord"];
            message?: string;
        };
        GradingAttributes: {
            score_from: number;
            score_to: number;
            /** @example A1 */
            grade: string;
            /** @example Excellent */
            remark: string;
        };
        GradingBandInput: {
            score_from: number;
            score_to: number;
            grade: string;
            remark: string;
        };
        /**
         * @description The whole set of bands; together they must cover 0..100 exactly once (422 otherwise).
         * @example {
         *       "bands": [
         *         {
         *           "score_from": 0,
         *           "score_to": 39,
         *           "grade": "F",
         *           "remark": "Fail"
         *         },
         *         {
         *           "score_from": 40,
         *           "score_to": 69,
         *           "grade": "C",
         *           "remark": "Credit"
         *         },
         *         {
         *           "score_from": 70,
         *           "score_to": 100,
         *           "grade": "A",
         *           "remark": "Excellent"
         *         }
         *       ]
         *     }
         */
        GradingInput: {
            bands: components["schemas"]["GradingBandInput"][];
        };
        /** @description A moved bound moves the neighbouring band's shared bound (409 when it cannot). */
        GradingUpdate: {
            score_from?: number;
            score_to?: number;
            grade?: string;
            remark?: string;
        };
        GradingRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["GradingAttributes"];
        };
        GradingList: {
            data: components["schemas"]["GradingRecord"][];
            message?: string;
        };
        GradePointAttributes: {
            min_mark: number;
            max_mark: number;
            /** @description Two decimals. */
            grade_point: number;
            remark: string;
            /**
             * @description `min_mark-max_mark`, derived.
             * @example 70-100
             */
            key_range: string;
        };
        GradePointBandInput: {
            min_mark: number;
            max_mark: number;
            grade_point: number;
            remark: string;
        };
        /** @description The whole set of bands; together they must cover 0..100 exactly once (422 otherwise). */
        GradePointInput: {
            bands: components["schemas"]["GradePointBandInput"][];
        };
        /** @description A moved bound moves the neighbouring band's shared bound (409 when it cannot). */
        GradePointUpdate: {
            min_mark?: number;
            max_mark?: number;
            grade_point?: number;
            remark?: string;
        };
        GradePointRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["GradePointAttributes"];
        };
        GradePointList: {
            data: components["schemas"]["GradePointRecord"][];
            message?: string;
        };
        ExtraCurricularAttributes: {
            name: string;
            /** @description The class it is offered to; null for every class. */
            class_id: components["schemas"]["ObjectId"] | null;
            /** @description Name of that class, for display. */
            class_name: string | null;
        };
        ExtraCurricularInput: {
            name: components["schemas"]["Name"];
            /** @description The class it is offered to; null or omitted for every class. */
            class_id?: components["schemas"]["ObjectId"] | null;
        };
        ExtraCurricularRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ExtraCurricularAttributes"];
        };
        ExtraCurricularItem: {
            data: components["schemas"]["ExtraCurricularRecord"];
            message?: string;
        };
        ExtraCurricularList: {
            data: components["schemas"]["ExtraCurricularRecord"][];
            message?: string;
        };
        PreschoolExtraCurricularAttributes: {
            name: string;
        };
        PreschoolExtraCurricularInput: {
            name: components["schemas"]["Name"];
        };
        PreschoolExtraCurricularRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["PreschoolExtraCurricularAttributes"];
        };
        PreschoolExtraCurricularItem: {
            data: components["schemas"]["PreschoolExtraCurricularRecord"];
            message?: string;
        };
        PreschoolExtraCurricularList: {
            data: components["schemas"]["PreschoolExtraCurricularRecord"][];
            message?: string;
        };
        /** @enum {string} */
        PreschoolEvaluationRating: "Needs Improvement" | "Fair" | "Good" | "Excellent";
        /** @enum {string} */
        PreschoolCognitiveRating: "Work in Progress" | "Needs Reinforcement" | "Achieved";
        PreschoolEvaluationTopic: {
            /** @description A topic of the subject, as set for (period, term, session). */
            topic: string;
            score: components["schemas"]["PreschoolEvaluationRating"];
        };
        PreschoolCognitiveTopic: {
            /** @description A topic of the subject, as set for (period, term, session). */
            topic: string;
            score: components["schemas"]["PreschoolCognitiveRating"];
        };
        PreschoolEvaluationSubjectInput: {
            subject_id: components["schemas"]["ObjectId"];
            topics: components["schemas"]["PreschoolEvaluationTopic"][];
        };
        PreschoolCognitiveSubjectInput: {
            subject_id: components["schemas"]["ObjectId"];
            topics: components["schemas"]["PreschoolCognitiveTopic"][];
        };
        PreschoolEvaluationSubject: {
            subject_id: components["schemas"]["ObjectId"];
            /** @description Subject name, for display. */
            subject: string;
            topics: components["schemas"]["PreschoolEvaluationTopic"][];
        };
        PreschoolCognitiveSubject: {
            subject_id: components["schemas"]["ObjectId"];
            /** @description Subject name, for display. */
            subject: string;
            topics: components["schemas"]["PreschoolCognitiveTopic"][];
        };
        PreschoolResultAttributes: {
            student_id: components["schemas"]["ObjectId"];
            student_fullname: string;
            student_image: components["schemas"]["ResultImageUrl"];
            admission_number: string;
            class_id: components["schemas"]["ObjectId"];
            /** @description Name of the preschool class, for display. */
            class_name: string;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            school_opened: components["schemas"]["ResultAttendanceCount"];
            times_present: components["schemas"]["ResultAttendanceCount"];
            times_absent: components["schemas"]["ResultAttendanceCount"];
            /** @description Active pupils of the class. */
            total_no_in_class: number;
            evaluation_report: components["schemas"]["PreschoolEvaluationSubject"][];
            cognitive_development: components["schemas"]["PreschoolCognitiveSubject"][];
            extra_curricular_activities: components["schemas"]["ResultExtraCurricular"][];
            teacher_comment: components["schemas"]["ResultComment"];
            /** @description Teachers of the class, for signatures. */
            teachers: components["schemas"]["ResultSignatory"][];
            hos_comment: components["schemas"]["ResultComment"];
            /** @description Head of the nursery (principal of the campus), for the signature. */
            hos: components["schemas"]["ResultSignatory"] | null;
            /** @description Date the term ends (from `/closingresumption`). */
            session_ends: components["schemas"]["CalendarDate"] | null;
            /** @description Date the next term begins (from `/closingresumption`). */
            session_resumes: components["schemas"]["CalendarDate"] | null;
            updated_at: components["schemas"]["DateTime"];
        };
        PreschoolResultInput: {
            student_id: components["schemas"]["ObjectId"];
            class_id: components["schemas"]["ObjectId"];
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            school_opened?: components["schemas"]["ResultAttendanceCount"];
            times_present?: components["schemas"]["ResultAttendanceCount"];
            /** @description Subjects of the Evaluation Report category, each at most once. */
            evaluation_report?: components["schemas"]["PreschoolEvaluationSubjectInput"][];
            /** @description Subjects of the Cognitive Development category, each at most once. */
            cognitive_development?: components["schemas"]["PreschoolCognitiveSubjectInput"][];
            extra_curricular_activities?: components["schemas"]["ResultExtraCurricularInput"][];
            teacher_comment?: components["schemas"]["ResultComment"];
            hos_comment?: components["schemas"]["ResultComment"];
        };
        PreschoolResultRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["PreschoolResultAttributes"];
        };
        PreschoolResultItem: {
            data: components["schemas"]["PreschoolResultRecord"];
            message?: string;
        };
        PreschoolResultList: {
            data: components["schemas"]["PreschoolResultRecord"][];
            message?: string;
        };
        /**
         * @description The attributes rated 1 to 5 on end-of-term results, in sheet order.
         * @example [
         *       "Punctuality",
         *       "Neatness",
         *       "Politeness"
         *     ]
         */
        RatingAttributeNames: string[];
        /**
         * @description The end-of-term result list the group's ratings fill.
         * @enum {string}
         */
        SkillTypeName: "affective_disposition" | "psychomotor_skills";
        SkillAttributes: {
            skill_type: components["schemas"]["SkillTypeName"];
            attribute: string[];
        };
        SkillInput: {
            skill_type: components["schemas"]["SkillTypeName"];
            attribute: components["schemas"]["RatingAttributeNames"];
        };
        SkillUpdate: {
            skill_type?: components["schemas"]["SkillTypeName"];
            attribute?: components["schemas"]["RatingAttributeNames"];
        };
        SkillRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["SkillAttributes"];
        };
        SkillItem: {
            data: components["schemas"]["SkillRecord"];
            message?: string;
        };
        SkillList: {
            data: components["schemas"]["SkillRecord"][];
            message?: string;
        };
        /**
         * @description The end-of-term result list the group's ratings fill.
         * @enum {string}
         */
        ReportTypeName: "pupil_report" | "psychomotor_performance";
        ReportTypeAttributes: {
            report_type: components["schemas"]["ReportTypeName"];
            attribute: string[];
        };
        ReportTypeInput: {
            report_type: components["schemas"]["ReportTypeName"];
            attribute: components["schemas"]["RatingAttributeNames"];
        };
        ReportTypeUpdate: {
            report_type?: components["schemas"]["ReportTypeName"];
            attribute?: components["schemas"]["RatingAttributeNames"];
        };
        ReportTypeRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["ReportTypeAttributes"];
        };
        ReportTypeItem: {
            data: components["schemas"]["ReportTypeRecord"];
            message?: string;
        };
        ReportTypeList: {
            data: components["schemas"]["ReportTypeRecord"][];
            message?: string;
        };
        PrincipalCommentAttributes: {
            hos_id: components["schemas"]["ObjectId"];
            /** @description The principal who wrote the comment, for display. */
            hos_fullname: string;
            hos_comment: string;
            /** @description Lowest student average (rounded half up) the comment suits. */
            score_from: number;
            /** @description Highest student average (rounded half up) the comment suits. */
            score_to: number;
            signature: components["schemas"]["ResultImageUrl"];
        };
        PrincipalCommentInput: {
            hos_comment: string;
            score_from: number;
            score_to: number;
        };
        PrincipalCommentUpdate: {
            hos_comment?: string;
            score_from?: number;
            score_to?: number;
        };
        PrincipalCommentRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["PrincipalCommentAttributes"];
        };
        PrincipalCommentItem: {
            data: components["schemas"]["PrincipalCommentRecord"];
            message?: string;
        };
        PrincipalCommentList: {
            data: components["schemas"]["PrincipalCommentRecord"][];
            message?: string;
        };
        /** @enum {string} */
        AssignmentQuestionType: "objective" | "theory";
        /**
         * @description Only published questions reach students.
         * @enum {string}
         */
        AssignmentStatus: "unpublished" | "published";
        /**
         * @description One of the four options of an objective question.
         * @enum {string}
         */
        AssignmentOption: "option1" | "option2" | "option3" | "option4";
        /**
         * @description Objective answers are `marked` by the server on submission; theory answers when the teacher marks them.
         * @enum {string}
         */
        AssignmentMarkStatus: "not_marked" | "marked";
        /** @description One question of an assignment set as its teacher sees it, with the correct option or model answer. */
        AssignmentAttributes: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            /** @description Arm of the class the set is for; null means every arm. */
            sub_class: string | null;
            subject_id: components["schemas"]["ObjectId"];
            /** @description Subject name, for display. */
            subject: string;
            teacher_id: components["schemas"]["ObjectId"];
            question_type: components["schemas"]["AssignmentQuestionType"];
            question_number: number;
            question: string;
            /** @description Null for theory questions. */
            option1: string | null;
            /** @description Null for theory questions. */
            option2: string | null;
            /** @description Null for theory questions. */
            option3: string | null;
            /** @description Null for theory questions. */
            option4: string | null;
            /** @description Objective questions, the correct option (`option1` to `option4`); theory questions, the model answer. */
            answer: string;
            /** @description Image of a theory question (`GET /files/{id}`); null when none. */
            image_file_id: components["schemas"]["ObjectId"] | null;
            question_mark: number;
            /** @description Number of questions in the set (computed). */
            total_question: number;
            /** @description Sum of the question marks of the set (computed). */
            total_mark: number;
            due_date: components["schemas"]["CalendarDate"];
            status: components["schemas"]["AssignmentStatus"];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        AssignmentRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AssignmentAttributes"];
        };
        AssignmentItem: {
            data: components["schemas"]["AssignmentRecord"];
            message?: string;
        };
        AssignmentList: {
            data: components["schemas"]["AssignmentRecord"][];
            message?: string;
        };
        /**
         * @description A published question as a student sees it: no correct option, no model answer, no
         *     publishing status.
         */
        AssignmentQuestionAttributes: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            question_type: components["schemas"]["AssignmentQuestionType"];
            question_number: number;
            question: string;
            /** @description Null for theory questions. */
            option1: string | null;
            /** @description Null for theory questions. */
            option2: string | null;
            /** @description Null for theory questions. */
            option3: string | null;
            /** @description Null for theory questions. */
            option4: string | null;
            /** @description Image of a theory question; null when none. */
            image_file_id: components["schemas"]["ObjectId"] | null;
            question_mark: number;
            total_question: number;
            total_mark: number;
            due_date: components["schemas"]["CalendarDate"];
            /** @description Whether the signed-in student has already submitted answers to this set. */
            submitted: boolean;
        };
        AssignmentQuestionRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AssignmentQuestionAttributes"];
        };
        /**
         * @description Teachers receive `AssignmentRecord` items (with `answer`); students receive
         *     `AssignmentQuestionRecord` items (without). The two never overlap: both attribute schemas
         *     forbid extra fields, one requires `answer` and the other `submitted`.
         */
        AssignmentQuestionList: {
            data: (components["schemas"]["AssignmentRecord"] | components["schemas"]["AssignmentQuestionRecord"])[];
            message?: string;
        };
        /** @description An objective question; its four options must all differ. */
        ObjectiveQuestionInput: {
            /** @description Position in the set; unique within the set. */
            question_number: number;
            question: string;
            option1: string;
            option2: string;
            option3: string;
            option4: string;
            answer: components["schemas"]["AssignmentOption"];
            question_mark: number;
        };
        ObjectiveAssignmentInput: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            class_id: components["schemas"]["ObjectId"];
            /** @description Arm of the class (one of the class's sub classes); omitted or null for every arm. */
            sub_class?: string | null;
            subject_id: components["schemas"]["ObjectId"];
            due_date: components["schemas"]["CalendarDate"];
            questions: components["schemas"]["ObjectiveQuestionInput"][];
        };
        TheoryQuestionInput: {
            /** @description Position in the set; unique within the set. */
            question_number: number;
            question: string;
            /** @description The model answer; never sent to students before their result is published. */
            answer: string;
            question_mark: number;
            /** @description An uploaded file of purpose `assignment_image`; omitted or null for none. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
        };
        TheoryAssignmentInput: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            class_id: components["schemas"]["ObjectId"];
            /** @description Arm of the class (one of the class's sub classes); omitted or null for every arm. */
            sub_class?: string | null;
            subject_id: components["schemas"]["ObjectId"];
            due_date: components["schemas"]["CalendarDate"];
            questions: components["schemas"]["TheoryQuestionInput"][];
        };
        /** @description Changes to one objective question; at least one field besides `id`. */
        ObjectiveQuestionUpdate: {
            id: components["schemas"]["ObjectId"];
            question_number?: number;
            question?: string;
            option1?: string;
            option2?: string;
            option3?: string;
            option4?: string;
            answer?: components["schemas"]["AssignmentOption"];
            question_mark?: number;
            status?: components["schemas"]["AssignmentStatus"];
        };
        /** @description `due_date`, when sent, becomes the due date of every set the listed questions belong to. */
        ObjectiveAssignmentUpdate: {
            due_date?: components["schemas"]["CalendarDate"];
            questions: components["schemas"]["ObjectiveQuestionUpdate"][];
        };
        /** @description Changes to one theory question; at least one field besides `id`. `due_date` applies to the whole set. */
        TheoryAssignmentUpdate: {
            id: components["schemas"]["ObjectId"];
            question_number?: number;
            question?: string;
            /** @description The model answer. */
            answer?: string;
            question_mark?: number;
            /** @description A new image (purpose `assignment_image`), or null to remove the image. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
            status?: components["schemas"]["AssignmentStatus"];
            due_date?: components["schemas"]["CalendarDate"];
        };
        AssignmentPublishInput: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            question_type: components["schemas"]["AssignmentQuestionType"];
            subject_id?: components["schemas"]["ObjectId"];
            class_id?: components["schemas"]["ObjectId"];
            /** @description Only the set for this arm; omitted for all of the class's sets. */
            sub_class?: string | null;
            /** @description true publishes, false unpublishes. */
            is_publish: boolean;
        };
        ObjectiveAnswerEntry: {
            assignment_id: components["schemas"]["ObjectId"];
            answer: components["schemas"]["AssignmentOption"];
        };
        ObjectiveAssignmentAnswerInput: {
            answers: components["schemas"]["ObjectiveAnswerEntry"][];
        };
        TheoryAnswerEntry: {
            assignment_id: components["schemas"]["ObjectId"];
            answer: string;
        };
        TheoryAssignmentAnswerInput: {
            answers: components["schemas"]["TheoryAnswerEntry"][];
        };
        /**
         * @description One student's answer to one question. For a student, `correct_answer` and `teacher_mark`
         *     are null until the teacher has published their result for the set; staff always see them
         *     (`teacher_mark` is null while not marked). `teacher_comment` follows `teacher_mark`.
         */
        AssignmentAnswerAttributes: {
            assignment_id: components["schemas"]["ObjectId"];
            student_id: components["schemas"]["ObjectId"];
            /** @description Surname, first name and middle name, for display. */
            student_name: string;
            admission_number: string;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: string | null;
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            question_type: components["schemas"]["AssignmentQuestionType"];
            question_number: number;
            question: string;
            /** @description The question's options, for display; null for theory. */
            option1: string | null;
            option2: string | null;
            option3: string | null;
            option4: string | null;
            question_mark: number;
            /** @description The student's answer; for objective questions the chosen option (`option1` to `option4`). */
            answer: string;
            /** @description The correct option or model answer; null for a student until their result is published. */
            correct_answer: string | null;
            /**
             * @description Mark given, 0 to `question_mark`: by the server for objective answers, by the teacher
             *     for theory. Null while not marked, and for a student until their result is published.
             */
            teacher_mark: number | null;
            mark: components["schemas"]["AssignmentMarkStatus"];
            submitted_at: components["schemas"]["DateTime"];
            marked_at: components["schemas"]["DateTime"] | null;
            /** @description The teacher's remark on a theory answer (portal addition); null when none, and for a student until their result is published. */
            teacher_comment: string | null;
        };
        /** @description A question of a set as its teacher sees it, key included. */
        AssignmentSetQuestion: {
            id: components["schemas"]["ObjectId"];
            question_number: number;
            question: string;
            /** @description The question's options, for display; null for theory. */
            option1: string | null;
            option2: string | null;
            option3: string | null;
            option4: string | null;
            question_mark: number;
            /** @description The correct option (`option1` to `option4`) or the model answer. */
            correct_answer: string;
        };
        /** @description One answer of a submission; `assignment_id` names its question. */
        AssignmentSubmittedAnswer: {
            assignment_id: components["schemas"]["ObjectId"];
            /** @description For objective questions the chosen option (`option1` to `option4`). */
            answer: string;
            /** @description Mark given, 0 to `question_mark`; null while not marked. */
            teacher_mark: number | null;
            marked_at: components["schemas"]["DateTime"] | null;
            /** @description The teacher's remark on a theory answer; null when none. */
            teacher_comment: string | null;
        };
        /** @description One student's submission to a set. */
        AssignmentSubmission: {
            id: components["schemas"]["ObjectId"];
            student_id: components["schemas"]["ObjectId"];
            /** @description Surname, first name and middle name, for display. */
            student_name: string;
            admission_number: string;
            submitted_at: components["schemas"]["DateTime"];
            answers: components["schemas"]["AssignmentSubmittedAnswer"][];
        };
        /** @description One set of a week with its questions and submissions (portal addition). */
        AssignmentSetSubmissionsAttributes: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: string | null;
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            question_type: components["schemas"]["AssignmentQuestionType"];
            questions: components["schemas"]["AssignmentSetQuestion"][];
            submissions: components["schemas"]["AssignmentSubmission"][];
        };
        AssignmentSetSubmissionsRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AssignmentSetSubmissionsAttributes"];
        };
        AssignmentSubmissionsList: {
            data: components["schemas"]["AssignmentSetSubmissionsRecord"][];
            message?: string;
        };
        AssignmentPerformancePoint: {
            week: components["schemas"]["Week"];
            /** @description Mean percentage of the week's published results, 2 decimals, half up. */
            percentage_score: number;
            /** @description How many published results the point is the mean of. */
            results: number;
        };
        /** @description The performance series of one subject (portal addition). */
        AssignmentPerformanceAttributes: {
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            points: components["schemas"]["AssignmentPerformancePoint"][];
        };
        AssignmentPerformanceRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AssignmentPerformanceAttributes"];
        };
        AssignmentPerformanceList: {
            data: components["schemas"]["AssignmentPerformanceRecord"][];
            message?: string;
        };
        AssignmentAnswerRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AssignmentAnswerAttributes"];
        };
        AssignmentAnswerList: {
            data: components["schemas"]["AssignmentAnswerRecord"][];
            message?: string;
        };
        /** @description Names the caller's objective set(s) whose answers the server marks again. */
        ObjectiveAssignmentMarkInput: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            subject_id: components["schemas"]["ObjectId"];
            class_id?: components["schemas"]["ObjectId"];
            sub_class?: string | null;
            student_id?: components["schemas"]["ObjectId"];
        };
        TheoryAssignmentMarkEntry: {
            assignment_id: components["schemas"]["ObjectId"];
            student_id: components["schemas"]["ObjectId"];
            /** @description 0 to the question's mark (checked by the server), at most one decimal. */
            teacher_mark: number;
            /** @description The teacher's remark on the answer (portal addition); omitted or null for none. The student reads it with their marks once the result is published. */
            comment?: string | null;
        };
        TheoryAssignmentMarkInput: {
            marks: components["schemas"]["TheoryAssignmentMarkEntry"][];
        };
        AssignmentResultInput: {
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            question_type: components["schemas"]["AssignmentQuestionType"];
            subject_id: components["schemas"]["ObjectId"];
            class_id?: components["schemas"]["ObjectId"];
            sub_class?: string | null;
            /** @description Only these students; omitted for every student who submitted. */
            student_ids?: components["schemas"]["ObjectId"][];
        };
        AssignmentResultQuestion: {
            assignment_id: components["schemas"]["ObjectId"];
            question_number: number;
            question_mark: number;
            /** @description The student's mark for the question (0 when not answered). */
            teacher_mark: number;
        };
        /** @description A student's published result for one assignment set, computed by the server. */
        AssignmentResultAttributes: {
            student_id: components["schemas"]["ObjectId"];
            student_name: string;
            admission_number: string;
            period: components["schemas"]["Period"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            week: components["schemas"]["Week"];
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            sub_class: string | null;
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            question_type: components["schemas"]["AssignmentQuestionType"];
            total_question: number;
            /** @description Sum of the set's question marks. */
            total_mark: number;
            /** @description Sum of the student's marks. */
            score: number;
            /** @description score / total_mark x 100, 2 decimals, half up. */
            percentage_score: number;
            /** @description Per-question marks, ordered by `question_number`. */
            questions: components["schemas"]["AssignmentResultQuestion"][];
            published_at: components["schemas"]["DateTime"];
        };
        AssignmentResultRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["AssignmentResultAttributes"];
        };
        AssignmentResultList: {
            data: components["schemas"]["AssignmentResultRecord"][];
            message?: string;
        };
        /**
         * @description Status of a lesson note or flip class. A `not_approved` note with a `comment` has been
         *     sent back: the comment is the approver's reason (sending back requires one), and it is
         *     cleared when the note is edited, which submits it again. A `not_approved` note without
         *     a comment awaits approval.
         * @enum {string}
         */
        LessonNoteStatus: "not_approved" | "approved";
        LessonNoteAttributes: {
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            week: components["schemas"]["Week"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            topic: string;
            description: string;
            date_from: components["schemas"]["CalendarDate"];
            date_to: components["schemas"]["CalendarDate"];
            sub_topic: string | null;
            specific_objectives: string | null;
            previous_lesson: string | null;
            previous_knowledge: string | null;
            set_induction: string | null;
            methodology: string | null;
            teaching_aid: string | null;
            /** @description The note as typed in the portal; null when it is only a file. */
            content: string | null;
            /** @description The uploaded file of the note; null when it is only typed. */
            file_id: components["schemas"]["ObjectId"] | null;
            /** @description Stored name of the file, for display; null without a file. */
            file_name: string | null;
            staff_id: components["schemas"]["ObjectId"];
            /** @description Name of the teacher who created the note. */
            submitted_by: string;
            status: components["schemas"]["LessonNoteStatus"];
            /**
             * @description The approver's latest comment: on an approved note the approval's optional comment,
             *     on a `not_approved` one the reason it was sent back (null while it awaits approval).
             */
            comment: string | null;
            date_submitted: components["schemas"]["DateTime"];
            date_approved: components["schemas"]["DateTime"] | null;
            /** @description Name of the approver; null while not approved. */
            approved_by: string | null;
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description `date_to` must not be before `date_from`; the note is typed (`content`), uploaded
         *     (`file_id`, an upload of purpose `lesson_note`) or both: 422 at `file_id` for neither.
         */
        LessonNoteInput: {
            class_id: components["schemas"]["ObjectId"];
            subject_id: components["schemas"]["ObjectId"];
            week: components["schemas"]["Week"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            topic: string;
            description: string;
            date_from: components["schemas"]["CalendarDate"];
            date_to: components["schemas"]["CalendarDate"];
            sub_topic?: string | null;
            specific_objectives?: string | null;
            previous_lesson?: string | null;
            previous_knowledge?: string | null;
            set_induction?: string | null;
            methodology?: string | null;
            teaching_aid?: string | null;
            /** @description The note typed in the portal, instead of or besides a file. */
            content?: string | null;
            file_id?: components["schemas"]["ObjectId"];
        };
        /**
         * @description The fields to change; at least one. Same rules as on create: the note keeps typed
         *     content, a file or both.
         */
        LessonNoteUpdate: {
            class_id?: components["schemas"]["ObjectId"];
            subject_id?: components["schemas"]["ObjectId"];
            week?: components["schemas"]["Week"];
            term?: components["schemas"]["Term"];
            session?: components["schemas"]["Session"];
            topic?: string;
            description?: string;
            date_from?: components["schemas"]["CalendarDate"];
            date_to?: components["schemas"]["CalendarDate"];
            sub_topic?: string | null;
            specific_objectives?: string | null;
            previous_lesson?: string | null;
            previous_knowledge?: string | null;
            set_induction?: string | null;
            methodology?: string | null;
            teaching_aid?: string | null;
            /** @description The typed note; null removes it (422 at `content` when the note has no file). */
            content?: string | null;
            file_id?: components["schemas"]["ObjectId"];
        };
        /** @description Optional comment of the approver, kept on the note or flip class. */
        LessonNoteApprovalInput: {
            comment?: string | null;
        };
        /** @description Why the note or flip class goes back to its teacher, kept on it as `comment`. */
        LessonNoteSendBackInput: {
            /** @description The reason, shown to the teacher; not only spaces. */
            comment: string;
        };
        /**
         * @description `submit`: the teacher wrote the note; `edit`: it was changed, and so submitted again;
         *     `approve`: approved; `unapprove`: sent back, with the reason.
         * @enum {string}
         */
        LessonNoteHistoryAction: "submit" | "edit" | "approve" | "unapprove";
        LessonNoteHistoryAttributes: {
            action: components["schemas"]["LessonNoteHistoryAction"];
            /** @description The reason of a send-back, the optional comment of an approval; else null. */
            comment: string | null;
            actor_id: components["schemas"]["ObjectId"];
            /** @description Name of who did it. */
            actor: string;
            at: components["schemas"]["DateTime"];
        };
        LessonNoteHistoryRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["LessonNoteHistoryAttributes"];
        };
        LessonNoteHistoryList: {
            data: components["schemas"]["LessonNoteHistoryRecord"][];
            message?: string;
        };
        LessonNoteRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["LessonNoteAttributes"];
        };
        LessonNoteItem: {
            data: components["schemas"]["LessonNoteRecord"];
            message?: string;
        };
        LessonNoteList: {
            data: components["schemas"]["LessonNoteRecord"][];
            message?: string;
        };
        FlipClassAttributes: {
            class_id: components["schemas"]["ObjectId"];
            class_name: string;
            subject_id: components["schemas"]["ObjectId"];
            subject: string;
            week: components["schemas"]["Week"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            topic: string;
            description: string;
            date_from: components["schemas"]["CalendarDate"];
            date_to: components["schemas"]["CalendarDate"];
            sub_topic: string | null;
            specific_objectives: string | null;
            previous_lesson: string | null;
            previous_knowledge: string | null;
            set_induction: string | null;
            methodology: string | null;
            teaching_aid: string | null;
            /**
             * Format: uri
             * @description Link to the lesson video; null when none.
             */
            video_url: string | null;
            file_id: components["schemas"]["ObjectId"];
            file_name: string;
            staff_id: components["schemas"]["ObjectId"];
            submitted_by: string;
            status: components["schemas"]["LessonNoteStatus"];
            comment: string | null;
            date_submitted: components["schemas"]["DateTime"];
            date_approved: components["schemas"]["DateTime"] | null;
            approved_by: string | null;
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description `date_to` must not be before `date_from`; `file_id` is an upload of purpose `flip_class`. */
        FlipClassInput: {
            class_id: components["schemas"]["ObjectId"];
            subject_id: components["schemas"]["ObjectId"];
            week: components["schemas"]["Week"];
            term: components["schemas"]["Term"];
            session: components["schemas"]["Session"];
            topic: string;
            description: string;
            date_from: components["schemas"]["CalendarDate"];
            date_to: components["schemas"]["CalendarDate"];
            sub_topic?: string | null;
            specific_objectives?: string | null;
            previous_lesson?: string | null;
            previous_knowledge?: string | null;
            set_induction?: string | null;
            methodology?: string | null;
            teaching_aid?: string | null;
            /**
             * Format: uri
             * @description https link to the lesson video.
             */
            video_url?: string | null;
            file_id: components["schemas"]["ObjectId"];
        };
        /** @description The fields to change; at least one. Same rules as on create; `video_url` null removes the link. */
        FlipClassUpdate: {
            class_id?: components["schemas"]["ObjectId"];
            subject_id?: components["schemas"]["ObjectId"];
            week?: components["schemas"]["Week"];
            term?: components["schemas"]["Term"];
            session?: components["schemas"]["Session"];
            topic?: string;
            description?: string;
            date_from?: components["schemas"]["CalendarDate"];
            date_to?: components["schemas"]["CalendarDate"];
            sub_topic?: string | null;
            specific_objectives?: string | null;
            previous_lesson?: string | null;
            previous_knowledge?: string | null;
            set_induction?: string | null;
            methodology?: string | null;
            teaching_aid?: string | null;
            /** Format: uri */
            video_url?: string | null;
            file_id?: components["schemas"]["ObjectId"];
        };
        FlipClassRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["FlipClassAttributes"];
        };
        FlipClassItem: {
            data: components["schemas"]["FlipClassRecord"];
            message?: string;
        };
        FlipClassList: {
            data: components["schemas"]["FlipClassRecord"][];
            message?: string;
        };
        /**
         * @description What the file is for; decides the allowed types and size. Documents (`lesson_note`,
         *     `flip_class`): PDF, DOC, DOCX, JPG, PNG up to 10 MB. Images (all others): JPG, PNG up to
         *     2 MB.
         * @enum {string}
         */
        FilePurpose: "lesson_note" | "flip_class" | "assignment_image" | "avatar" | "student_photo" | "signature" | "campus_image" | "school_logo";
        /**
         * @description Content type found by inspecting the file's content.
         * @enum {string}
         */
        FileContentType: "application/pdf" | "application/msword" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "image/jpeg" | "image/png";
        FileUploadInput: {
            /**
             * Format: binary
             * @description The file's bytes, with its file name (at most 255 characters) in the part's Content-Disposition.
             */
            file: string;
            purpose: components["schemas"]["FilePurpose"];
        };
        FileAttributes: {
            /** @description Stored file name, used in Content-Disposition on download. */
            name: string;
            content_type: components["schemas"]["FileContentType"];
            /** @description Size in bytes. */
            size: number;
            purpose: components["schemas"]["FilePurpose"];
            created_at: components["schemas"]["DateTime"];
        };
        FileRecord: {
            id: components["schemas"]["ObjectId"];
            attributes: components["schemas"]["FileAttributes"];
        };
        FileItem: {
            data: components["schemas"]["FileRecord"];
            message?: string;
        };
        /** @description Body of `PATCH /profile`: the details a staff member may change on their own profile. Role, campus, class and department are changed by the school. */
        ProfileStaffUpdate: {
            surname?: components["schemas"]["Name"];
            firstname?: components["schemas"]["Name"];
            middlename?: string | null;
            email?: components["schemas"]["Email"] | null;
            phoneno?: components["schemas"]["Phone"] | null;
            gender?: components["schemas"]["Gender"] | null;
            address?: string | null;
            /** @description Id of an uploaded image (purpose `avatar`); null removes it. */
            image_file_id?: components["schemas"]["ObjectId"] | null;
            /** @description Id of an uploaded signature image (purpose `signature`), printed on report cards; null removes it. */
            signature_file_id?: components["schemas"]["ObjectId"] | null;
        };
    };
    responses: {
        /** @description Done; the message says what happened. */
        Message: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageBody"];
            };
        };
        /** @description No token, or an unknown, revoked or signed-out token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The caller's role may not call this operation. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such record in the caller's school. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The write breaks a uniqueness or state rule. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The request is invalid; nothing was written. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /** @description The session expired (idle or too old); sign in again. */
        SessionExpired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The payment provider did not answer, or answered an error; nothing was changed. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many requests: sign-in attempts or delivery reports from one address, or lists asked for by one session in a minute. `Retry-After` gives the seconds to wait. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before asking again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body is over 1 MiB (a file upload has its own limit, answered 422). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body is not JSON (`application/json`); only `uploadFile` takes `multipart/form-data`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The delivery report's signature is missing or wrong; it is written to the security log. */
        BadSignature: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description No such record (`message` only), or, for a student or guardian, the result is held for
         *     fees owed (`result_status: held`, ResultUnavailableBody).
         */
        ResultNotFoundOrHeld: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResultUnavailableBody"] | components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description No result the caller may see: none exists yet (`result_status` null), it is not released
         *     yet, it is withheld, or it is held for fees owed (`held`). The message says which, for
         *     the screen to show instead of scores.
         */
        ResultUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResultUnavailableBody"];
            };
        };
    };
    parameters: {
        /** @description The class whose register it is (a preschool's register takes `preschool_id` instead). */
        attendance_class_id_query: components["schemas"]["ObjectId"];
        /** @description The preschool class whose register it is, instead of `class_id`. */
        attendance_preschool_id_query: components["schemas"]["ObjectId"];
        /** @description The arm of the class, e.g. `A`; left out for a class without arms. */
        attendance_sub_class_query: components["schemas"]["StudentSubClass"];
        /** @description The school day. */
        attendance_date_query: components["schemas"]["CalendarDate"];
        /** @description The morning or afternoon register (default `morning`). */
        attendance_day_session_query: components["schemas"]["AttendanceDaySession"];
        /** @description The term. */
        attendance_term_query: components["schemas"]["Term"];
        /** @description The academic session of the term. */
        attendance_session_query: components["schemas"]["Session"];
        /** @description An online transaction's reference, the school's id, a dash and 24 random characters. */
        payment_reference: string;
        /** @description The key of the school's delivery-report address (its `webhook_url`), the school's id, a dash and 32 random characters. */
        school_key: string;
        /** @description Id of the record. */
        id: components["schemas"]["ObjectId"];
        /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
        page: number;
        /** @description A report card's verification code as printed (`SM-12-7K3Q-92XD-4HNP`); letters in either case. */
        verification_code: string;
        /** @description Records per page. */
        per_page: number;
        /** @description Free-text search on names and numbers. */
        search: string;
        /** @description Term of the session. */
        term_path: components["schemas"]["Term"];
        /** @description Half of the term. */
        period_path: components["schemas"]["Period"];
        /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
        session_path: components["schemas"]["Session"];
        /** @description Id of the student. */
        student_id: components["schemas"]["ObjectId"];
        /** @description Id of the class. */
        class_id: components["schemas"]["ObjectId"];
        /** @description Id of the subject. */
        subject_id: components["schemas"]["ObjectId"];
        /** @description Week of the term, 1 to 13. */
        week_path: components["schemas"]["Week"];
        /** @description Unique key per intended write; a retry with the same key returns the first answer. */
        idempotency_key: string;
        /**
         * @description Campus to read. A superadmin may name any campus of the school (the operation says what
         *     it gets without one); other roles always get their own campus, and naming another
         *     campus answers 403.
         */
        setup_campus_id: components["schemas"]["ObjectId"];
        /** @description Academic session `YYYY/YYYY`; default the current session of the campus. */
        setup_session_query: components["schemas"]["Session"];
        /** @description Superadmin only: limit the answer to one campus of the school. Other roles always get their own campus and may not name another one (403). */
        people_campus_id_query: components["schemas"]["ObjectId"];
        /** @description Only students whose present class is this class. */
        people_class_id_query: components["schemas"]["ObjectId"];
        /** @description Only students of this sub class (arm) of the class, e.g. `A`; use with `class_id`. */
        people_sub_class_query: components["schemas"]["StudentSubClass"];
        /** @description Only students with this status; all statuses when left out. */
        student_status_query: components["schemas"]["StudentStatus"];
        /** @description Only students admitted in this session (percent-encode the slash). */
        student_session_admitted_query: components["schemas"]["Session"];
        /** @description Only staff with this status; all statuses when left out. */
        staff_status_query: components["schemas"]["StaffStatus"];
        /** @description Only staff with this role. */
        staff_designation_id_query: components["schemas"]["DesignationId"];
        /** @description Only the attendance of this day; all days (newest first) when left out. */
        staff_attendance_date_query: components["schemas"]["CalendarDate"];
        /** @description Only the attendance of this staff member (ignored for a teacher, who only ever gets their own). */
        staff_attendance_staff_id_query: components["schemas"]["ObjectId"];
        /** @description Only rows with this attendance status. */
        staff_attendance_status_query: components["schemas"]["StaffAttendanceStatus"];
        /** @description Limit to this term; the whole session when left out. */
        finance_term_query: components["schemas"]["Term"];
        /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
        finance_session_query: components["schemas"]["Session"];
        /** @description Only records of students billed in this class. */
        finance_class_id_query: components["schemas"]["ObjectId"];
        /** @description Only records of this student (ignored for a student, who only ever gets their own). */
        finance_student_id_query: components["schemas"]["ObjectId"];
        /** @description Only invoices with this derived payment status. */
        invoice_status_query: components["schemas"]["InvoiceStatus"];
        /** @description Only payments on this invoice. */
        payment_invoice_id_query: components["schemas"]["ObjectId"];
        /** @description Only payments into this bank account. */
        payment_bank_id_query: components["schemas"]["ObjectId"];
        /** @description Only payments made this way. */
        payment_method_query: components["schemas"]["PaymentMethod"];
        /** @description Only fees of this category. */
        fee_category_query: components["schemas"]["FeeCategory"];
        /** @description Only fees that apply to this class (fees for all classes included). */
        fee_class_id_query: components["schemas"]["ObjectId"];
        /**
         * @description School code (e.g. `SCHMATE/101258`), accepted for compatibility with the original client.
         *     The school always comes from the session; a code other than the caller's own answers 403.
         */
        result_sch_id: string;
        /**
         * @description Id of the campus (the wire name `campus` is kept; the value is an id). Defaults to the
         *     caller's campus; only a superadmin may name another campus of its school (403 otherwise).
         */
        result_campus: components["schemas"]["ObjectId"];
        /** @description Half of the term. */
        result_period: components["schemas"]["Period"];
        /** @description Term of the session. */
        result_term: components["schemas"]["Term"];
        /** @description Academic session `YYYY/YYYY`. */
        result_session: components["schemas"]["Session"];
        /** @description One arm of the class; without it, every arm of the class. */
        result_sub_class_query: components["schemas"]["ResultSubClass"];
        /** @description Kind of questions, `objective` or `theory`. */
        assignment_question_type_path: components["schemas"]["AssignmentQuestionType"];
        /** @description Only sets of this subject. The web app always sends it. */
        assignment_subject_filter: components["schemas"]["ObjectId"];
        /** @description Only sets of this class (staff callers; a student always gets their own class). */
        assignment_class_filter: components["schemas"]["ObjectId"];
        /** @description Only this student (staff callers; a student always gets only their own). */
        assignment_student_filter: components["schemas"]["ObjectId"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    loginUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthLoginInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionItem"];
                };
            };
            /** @description The username or password is wrong (the message does not say which). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account exists but may not sign in (disabled, graduated or withdrawn). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signUpSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthSignUpInput"];
            };
        };
        responses: {
            /** @description School created and its superadmin signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionItem"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthForgotPasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthResetPasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logoutUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateStaffProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileStaffUpdate"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthChangePasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listCampuses: {
        parameters: {
            query?: {
                /** @description Only campuses with this status. */
                status?: components["schemas"]["CampusStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampusList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createCampus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampusInput"];
            };
        };
        responses: {
            /** @description The campus created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampusItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteCampus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateCampus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampusUpdate"];
            };
        };
        responses: {
            /** @description The campus after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampusItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    disableCampus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    enableCampus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listDesignations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The designations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DesignationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The school. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolUpdate"];
            };
        };
        responses: {
            /** @description The school after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listAssignableRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignable designations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DesignationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listAcademicPeriods: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The academic periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicPeriodList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createAcademicPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcademicPeriodInput"];
            };
        };
        responses: {
            /** @description The academic period added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicPeriodItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getCurrentAcademicPeriod: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current academic period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicPeriodItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    setCurrentAcademicPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcademicPeriodInput"];
            };
        };
        responses: {
            /** @description The new current academic period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicPeriodItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listClasses: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassInput"];
            };
        };
        responses: {
            /** @description The class created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassUpdate"];
            };
        };
        responses: {
            /** @description The class after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    assignSubjectsToClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassSubjectsInput"];
            };
        };
        responses: {
            /** @description The class's subject list after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubjectsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getClassSubjects: {
        parameters: {
            query?: {
                /** @description Academic session `YYYY/YYYY`; default the current session of the campus. */
                session?: components["parameters"]["setup_session_query"];
            };
            header?: never;
            path: {
                /** @description Id of the class. */
                class_id: components["parameters"]["class_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class and its subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubjectsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getClassSubjectsById: {
        parameters: {
            query?: {
                /** @description Academic session `YYYY/YYYY`; default the current session of the campus. */
                session?: components["parameters"]["setup_session_query"];
            };
            header?: never;
            path: {
                /** @description Id of the class. */
                class_id: components["parameters"]["class_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class and its subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubjectsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listStudentsByClass: {
        parameters: {
            query?: {
                /** @description Only students of this arm. */
                sub_class?: components["schemas"]["ClassArm"];
                /** @description Only students with this status (default `active`). */
                status?: components["schemas"]["StudentStatus"];
            };
            header?: never;
            path: {
                /** @description Id of the class; on a preschool campus, the id of the preschool. */
                class_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The students of the class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassStudentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listSubjects: {
        parameters: {
            query?: {
                /** @description Free-text search on names and numbers. */
                search?: components["parameters"]["search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createSubject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectInput"];
            };
        };
        responses: {
            /** @description The subject created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectInput"];
            };
        };
        responses: {
            /** @description The subject after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listTeacherSubjects: {
        parameters: {
            query?: {
                /** @description Academic session `YYYY/YYYY`; default the current session of the campus. */
                session?: components["parameters"]["setup_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teacher's subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherSubjectList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The departments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentInput"];
            };
        };
        responses: {
            /** @description The department created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentUpdate"];
            };
        };
        responses: {
            /** @description The department after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getSchoolPopulation: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolPopulationItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getStudentPopulation: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PopulationItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getStaffPopulation: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PopulationItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getTeacherPopulation: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PopulationItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Kept for wire compatibility (the school comes from the session); another school's id answers 404.
                 */
                sch_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            /** @description The announcement was written. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listSchoolAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementUpdate"];
            };
        };
        responses: {
            /** @description The announcement after the edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPreschools: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preschools. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createPreschool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreschoolInput"];
            };
        };
        responses: {
            /** @description The preschool created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getPreschool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preschool. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deletePreschool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updatePreschool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreschoolUpdate"];
            };
        };
        responses: {
            /** @description The preschool after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPreschoolClassSubjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
                /** @description Id of the preschool (the class of a preschool campus). */
                preschool_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preschool's subjects for the period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolSubjectList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPreschoolSubjects: {
        parameters: {
            query?: {
                /**
                 * @description Campus to read. A superadmin may name any campus of the school (the operation says what
                 *     it gets without one); other roles always get their own campus, and naming another
                 *     campus answers 403.
                 */
                campus_id?: components["parameters"]["setup_campus_id"];
            };
            header?: never;
            path: {
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preschool subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolSubjectList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createPreschoolSubject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreschoolSubjectInput"];
            };
        };
        responses: {
            /** @description The preschool subject created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolSubjectItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deletePreschoolSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updatePreschoolSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreschoolSubjectUpdate"];
            };
        };
        responses: {
            /** @description The preschool subject after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolSubjectItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    assignPreschoolSubjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreschoolSubjectClassInput"];
            };
        };
        responses: {
            /** @description The preschool's subjects for the period after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolSubjectList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listStaff: {
        parameters: {
            query?: {
                /** @description Free-text search on names and numbers. */
                search?: components["parameters"]["search"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
                /** @description Superadmin only: limit the answer to one campus of the school. Other roles always get their own campus and may not name another one (403). */
                campus_id?: components["parameters"]["people_campus_id_query"];
                /** @description Only staff with this status; all statuses when left out. */
                status?: components["parameters"]["staff_status_query"];
                /** @description Only staff with this role. */
                designation_id?: components["parameters"]["staff_designation_id_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInput"];
            };
        };
        responses: {
            /** @description Created. The answer carries the one-time password, shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffCreatedItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    issueStaffOneTimePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Issued; the login slip carries the new one-time password, shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginSlipItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    disableStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    enableStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listStaffAttendance: {
        parameters: {
            query?: {
                /** @description Only the attendance of this day; all days (newest first) when left out. */
                date?: components["parameters"]["staff_attendance_date_query"];
                /** @description Only the attendance of this staff member (ignored for a teacher, who only ever gets their own). */
                staff_id?: components["parameters"]["staff_attendance_staff_id_query"];
                /** @description Only rows with this attendance status. */
                status?: components["parameters"]["staff_attendance_status_query"];
                /** @description Superadmin only: limit the answer to one campus of the school. Other roles always get their own campus and may not name another one (403). */
                campus_id?: components["parameters"]["people_campus_id_query"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attendance rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAttendanceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveStaffAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAttendanceInput"];
            };
        };
        responses: {
            /** @description Saved; the rows as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAttendanceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    setDirectorOfStudies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DosInput"];
            };
        };
        responses: {
            /** @description Set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DosItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getDirectorOfStudies: {
        parameters: {
            query?: {
                /** @description Superadmin only: limit the answer to one campus of the school. Other roles always get their own campus and may not name another one (403). */
                campus_id?: components["parameters"]["people_campus_id_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The director of studies, or `data: null` when none is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DosItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listStudents: {
        parameters: {
            query?: {
                /** @description Free-text search on names and numbers. */
                search?: components["parameters"]["search"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
                /** @description Only students whose present class is this class. */
                class_id?: components["parameters"]["people_class_id_query"];
                /** @description Only students of this sub class (arm) of the class, e.g. `A`; use with `class_id`. */
                sub_class?: components["parameters"]["people_sub_class_query"];
                /** @description Only students with this status; all statuses when left out. */
                status?: components["parameters"]["student_status_query"];
                /** @description Only students admitted in this session (percent-encode the slash). */
                session_admitted?: components["parameters"]["student_session_admitted_query"];
                /** @description Superadmin only: limit the answer to one campus of the school. Other roles always get their own campus and may not name another one (403). */
                campus_id?: components["parameters"]["people_campus_id_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentInput"];
            };
        };
        responses: {
            /** @description Created. The answer carries the one-time password, shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentCreatedItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    issueStudentOneTimePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Issued; the login slip carries the new one-time password, shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginSlipItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    importStudents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentImportInput"];
            };
        };
        responses: {
            /** @description Checked (`dry_run`), or imported: the problems found, and the login slips of the students admitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleImportItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    importStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffImportInput"];
            };
        };
        responses: {
            /** @description Checked (`dry_run`), or imported: the problems found, and the login slips of the staff added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleImportItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    issueClassLoginSlips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginSlipInput"];
            };
        };
        responses: {
            /** @description Issued; one slip per student, with one-time passwords shown only here. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginSlipList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    enableStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    disableStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getAdmissionNumberSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the caller's school (from the signed-in user). */
                school_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings of the caller's school. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdmissionNumberSettingsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveAdmissionNumberSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdmissionNumberSettingsInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdmissionNumberSettingsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    promoteStudents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentPromotionInput"];
            };
        };
        responses: {
            /** @description Done; every student moved and where to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentPromotionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateStudentProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the signed-in student. */
                id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentProfileUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getExpectedIncome: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Expected income in kobo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceFigureItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getReceivedIncome: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received income in kobo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceFigureItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getAccountBalance: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account balance in kobo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceFigureItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getStudentStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentStatementAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getFinanceOverview: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each campus's figures, and the school's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceOverviewAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getDiscountTotal: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discount total in kobo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceFigureItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getTotalExpense: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Total expense in kobo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceFigureItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getOutstandingBalance: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Outstanding balance in kobo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceFigureItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listFees: {
        parameters: {
            query?: {
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
                /** @description Only fees that apply to this class (fees for all classes included). */
                class_id?: components["parameters"]["fee_class_id_query"];
                /** @description Only fees of this category. */
                category?: components["parameters"]["fee_category_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Free-text search on names and numbers. */
                search?: components["parameters"]["search"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
                /** @description Only records of students billed in this class. */
                class_id?: components["parameters"]["finance_class_id_query"];
                /** @description Only records of this student (ignored for a student, who only ever gets their own). */
                student_id?: components["parameters"]["finance_student_id_query"];
                /** @description Only invoices with this derived payment status. */
                status?: components["parameters"]["invoice_status_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description Created, with its number and computed figures. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceItemAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceItemAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceUpdate"];
            };
        };
        responses: {
            /** @description Updated, with recomputed figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceItemAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createInvoiceBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceBatchInput"];
            };
        };
        responses: {
            /** @description The invoices made (or that would be made), and the students skipped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceBatchAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    addFeeToInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceAddFeeInput"];
            };
        };
        responses: {
            /** @description Each invoice changed (or that would change), and those skipped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceAddFeeAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description Free-text search on names and numbers. */
                search?: components["parameters"]["search"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
                /** @description Only records of students billed in this class. */
                class_id?: components["parameters"]["finance_class_id_query"];
                /** @description Only records of this student (ignored for a student, who only ever gets their own). */
                student_id?: components["parameters"]["finance_student_id_query"];
                /** @description Only payments on this invoice. */
                invoice_id?: components["parameters"]["payment_invoice_id_query"];
                /** @description Only payments into this bank account. */
                bank_id?: components["parameters"]["payment_bank_id_query"];
                /** @description Only payments made this way. */
                payment_method?: components["parameters"]["payment_method_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    recordPayment: {
        parameters: {
            query?: never;
            header: {
                /** @description Unique key per intended write; a retry with the same key returns the first answer. */
                "Idempotency-Key": components["parameters"]["idempotency_key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInput"];
            };
        };
        responses: {
            /** @description Recorded (or the first answer again for a repeated Idempotency-Key). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment (a receipt). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentUpdate"];
            };
        };
        responses: {
            /** @description Corrected; the edit is kept in `edits`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    reversePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentReversalInput"];
            };
        };
        responses: {
            /** @description Reversed; `reversal` is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listExpenses: {
        parameters: {
            query?: {
                /** @description Free-text search on names and numbers. */
                search?: components["parameters"]["search"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
                /** @description Limit to this term; the whole session when left out. */
                term?: components["parameters"]["finance_term_query"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash); defaults to the session of the current academic period. */
                session?: components["parameters"]["finance_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of expenses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createExpense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExpenseInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    correctExpense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExpenseUpdate"];
            };
        };
        responses: {
            /** @description Corrected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getMidTermResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The released mid-term result with its computed figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MidTermResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResultUnavailable"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getStaffMidTermResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mid-term result with its computed figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MidTermResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveMidTermResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MidTermResultInput"];
            };
        };
        responses: {
            /** @description Saved; the recomputed mid-term results of the students in the body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MidTermResultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveEndTermResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndTermResultInput"];
            };
        };
        responses: {
            /** @description Saved; the recomputed end-of-term results of the students in the body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndTermResultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getReportCardVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A report card's verification code as printed (`SM-12-7K3Q-92XD-4HNP`); letters in either case. */
                code: components["parameters"]["verification_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card's minimal facts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCardVerificationItem"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkReportCardPin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A report card's verification code as printed (`SM-12-7K3Q-92XD-4HNP`); letters in either case. */
                code: components["parameters"]["verification_code"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportCardPinInput"];
            };
        };
        responses: {
            /** @description The card's facts and, unless replaced, its figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCardVerificationItem"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReportCardLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A report card's verification code as printed (`SM-12-7K3Q-92XD-4HNP`); letters in either case. */
                code: components["parameters"]["verification_code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo's bytes. */
            200: {
                headers: {
                    /** @description Always `nosniff`. */
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVerificationKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationKeySet"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listReportCardVerifications: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checks, one page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCardCheckList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getEndTermResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The released end-of-term result with its computed figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndTermResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResultUnavailable"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getStaffEndTermResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The end-of-term result with its computed figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndTermResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getCumulativeScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cumulative scores and annual summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CumulativeScoreItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResultNotFoundOrHeld"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getEndTermClassAverage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Id of the class (the segment keeps its original name; the value is an id). */
                class_name: components["schemas"]["ObjectId"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's and the class arm's end-of-year figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndTermClassAverageItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    releaseResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultReleaseInput"];
            };
        };
        responses: {
            /** @description Done; how many results changed, and each student's outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultStatusChangeBody"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    withholdResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultReleaseInput"];
            };
        };
        responses: {
            /** @description Done; how many results changed, and each student's outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultStatusChangeBody"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveHosComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultHosCommentInput"];
            };
        };
        responses: {
            /** @description Saved; the student's result of the period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    setClassRanking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the class. */
                class_id: components["parameters"]["class_id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassRankingInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listResultAudit: {
        parameters: {
            query?: {
                student_id?: components["schemas"]["ObjectId"];
                class_id?: components["schemas"]["ObjectId"];
                sub_class?: components["schemas"]["ResultSubClass"];
                term?: components["schemas"]["Term"];
                session?: components["schemas"]["Session"];
                /** @description The staff member who acted. */
                actor_id?: components["schemas"]["ObjectId"];
                /** @description First day, inclusive. */
                from?: components["schemas"]["CalendarDate"];
                /** @description Last day, inclusive. */
                to?: components["schemas"]["CalendarDate"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the audit trail, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultAuditList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getBroadsheet: {
        parameters: {
            query?: {
                /** @description First Half for the mid-term broadsheet, Second Half (default) for end of term. */
                period?: components["schemas"]["Period"];
                /** @description One arm of the class; without it, every arm of the class. */
                sub_class?: components["parameters"]["result_sub_class_query"];
            };
            header?: never;
            path: {
                /** @description Id of the class. */
                class_id: components["parameters"]["class_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The broadsheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadsheetItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getFirstAssessmentResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The first assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MidTermResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getSecondAssessmentResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The second assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MidTermResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listResults: {
        parameters: {
            query: {
                /**
                 * @description School code (e.g. `SCHMATE/101258`), accepted for compatibility with the original client.
                 *     The school always comes from the session; a code other than the caller's own answers 403.
                 */
                sch_id?: components["parameters"]["result_sch_id"];
                /**
                 * @description Id of the campus (the wire name `campus` is kept; the value is an id). Defaults to the
                 *     caller's campus; only a superadmin may name another campus of its school (403 otherwise).
                 */
                campus?: components["parameters"]["result_campus"];
                /** @description Id of one student. */
                student_id?: components["schemas"]["ObjectId"];
                /** @description Half of the term. */
                period: components["parameters"]["result_period"];
                /** @description Term of the session. */
                term: components["parameters"]["result_term"];
                /** @description Academic session `YYYY/YYYY`. */
                session: components["parameters"]["result_session"];
                /** @description Id of the class (the wire name `class` is kept; the value is an id, DECISIONS */
                class?: components["schemas"]["ObjectId"];
                /** @description One arm of the class; without it, every arm of the class. */
                sub_class?: components["parameters"]["result_sub_class_query"];
                /** @description Which part of the period to return; must agree with `period`. */
                result_type?: components["schemas"]["ResultType"];
                /** @description Only results with this status. */
                status?: components["schemas"]["ResultStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results, ordered by class position, then student name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResultNotFoundOrHeld"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getResultFeeGate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultFeeGateItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveResultFeeGate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultFeeGateInput"];
            };
        };
        responses: {
            /** @description The setting as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultFeeGateItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getResultFeeHolds: {
        parameters: {
            query?: {
                /** @description One arm of the class; without it, every arm of the class. */
                sub_class?: components["parameters"]["result_sub_class_query"];
            };
            header?: never;
            path: {
                /** @description Id of the class. */
                class_id: components["parameters"]["class_id"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class's students and their holds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultFeeHoldsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createResultFeeExemption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultFeeExemptionInput"];
            };
        };
        responses: {
            /** @description The exemption. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultFeeExemptionItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getClosingResumption: {
        parameters: {
            query?: {
                /** @description Term; defaults to the current academic period's term. */
                term?: components["schemas"]["Term"];
                /** @description Session `YYYY/YYYY`; defaults to the current academic period's session. */
                session?: components["schemas"]["Session"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosingResumptionItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveClosingResumption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClosingResumptionInput"];
            };
        };
        responses: {
            /** @description Saved (created or replaced). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosingResumptionItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getMaximumScores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The maximum scores. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaximumScoresItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listScoreOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The presets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreOptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveScoreSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScoreSettingInput"];
            };
        };
        responses: {
            /** @description Saved (created or replaced). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreSettingItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getScoreSetting: {
        parameters: {
            query?: {
                /**
                 * @description School code (e.g. `SCHMATE/101258`), accepted for compatibility with the original client.
                 *     The school always comes from the session; a code other than the caller's own answers 403.
                 */
                sch_id?: components["parameters"]["result_sch_id"];
                /**
                 * @description Id of the campus (the wire name `campus` is kept; the value is an id). Defaults to the
                 *     caller's campus; only a superadmin may name another campus of its school (403 otherwise).
                 */
                campus?: components["parameters"]["result_campus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score scheme. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreSettingItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listSheetSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sections, in sheet order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetSectionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getSheetSetting: {
        parameters: {
            query: {
                /**
                 * @description School code (e.g. `SCHMATE/101258`), accepted for compatibility with the original client.
                 *     The school always comes from the session; a code other than the caller's own answers 403.
                 */
                sch_id?: components["parameters"]["result_sch_id"];
                /**
                 * @description Id of the campus (the wire name `campus` is kept; the value is an id). Defaults to the
                 *     caller's campus; only a superadmin may name another campus of its school (403 otherwise).
                 */
                campus?: components["parameters"]["result_campus"];
                /** @description Term of the session. */
                term: components["parameters"]["result_term"];
                /** @description Half of the term. */
                period: components["parameters"]["result_period"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetSettingItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveSheetSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SheetSettingInput"];
            };
        };
        responses: {
            /** @description Saved (created or replaced). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetSettingItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listGradingBands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveGradingBands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradingInput"];
            };
        };
        responses: {
            /** @description Saved; the new set of bands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteGradingBand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateGradingBand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradingUpdate"];
            };
        };
        responses: {
            /** @description Changed; the whole set of bands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listGradePoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradePointList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveGradePoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradePointInput"];
            };
        };
        responses: {
            /** @description Saved; the new set of bands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradePointList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteGradePoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateGradePoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradePointUpdate"];
            };
        };
        responses: {
            /** @description Changed; the whole set of bands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradePointList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listExtraCurriculars: {
        parameters: {
            query?: {
                /** @description Only activities offered to this class. */
                class_id?: components["schemas"]["ObjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activities, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtraCurricularList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createExtraCurricular: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtraCurricularInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtraCurricularItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteExtraCurricular: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPreschoolExtraCurriculars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activities, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolExtraCurricularList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createPreschoolExtraCurricular: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreschoolExtraCurricularInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolExtraCurricularItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deletePreschoolExtraCurricular: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPreschoolResults: {
        parameters: {
            query?: {
                /** @description Id of the preschool class; required for staff other than teachers (422). */
                class_id?: components["schemas"]["ObjectId"];
            };
            header?: never;
            path: {
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results, by pupil name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolResultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getPreschoolResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preschool result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    savePreschoolResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreschoolResultInput"];
            };
        };
        responses: {
            /** @description Saved (created or replaced). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreschoolResultItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listSkills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The skill groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createSkill: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SkillInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getSkill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The skill group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteSkill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateSkill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SkillUpdate"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listReportTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTypeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createReportType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportTypeInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTypeItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getReportType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTypeItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteReportType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateReportType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportTypeUpdate"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTypeItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPrincipalComments: {
        parameters: {
            query?: {
                /** @description A student average; only comments whose range holds it. */
                average?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments, by `score_from` then age. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrincipalCommentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createPrincipalComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrincipalCommentInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrincipalCommentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deletePrincipalComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updatePrincipalComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrincipalCommentUpdate"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrincipalCommentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createObjectiveAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObjectiveAssignmentInput"];
            };
        };
        responses: {
            /** @description The questions were added; the answer lists them as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateObjectiveAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObjectiveAssignmentUpdate"];
            };
        };
        responses: {
            /** @description The questions after the edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createTheoryAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TheoryAssignmentInput"];
            };
        };
        responses: {
            /** @description The questions were added; the answer lists them as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateTheoryAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TheoryAssignmentUpdate"];
            };
        };
        responses: {
            /** @description The question after the edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listAssignments: {
        parameters: {
            query: {
                /** @description Half of the term. */
                period: components["schemas"]["Period"];
                /** @description Term of the session. */
                term: components["schemas"]["Term"];
                /** @description Academic session `YYYY/YYYY`. */
                session: components["schemas"]["Session"];
                /** @description Kind of questions. */
                type: components["schemas"]["AssignmentQuestionType"];
                /** @description Week of the term, 1 to 13. */
                week: components["schemas"]["Week"];
                /** @description Only sets of this subject. The web app always sends it. */
                subject_id?: components["parameters"]["assignment_subject_filter"];
                /** @description Only sets of this class (staff callers; a student always gets their own class). */
                class_id?: components["parameters"]["assignment_class_filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentQuestionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    publishAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignmentPublishInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    submitObjectiveAssignmentAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObjectiveAssignmentAnswerInput"];
            };
        };
        responses: {
            /** @description The submission was recorded and marked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    submitTheoryAssignmentAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TheoryAssignmentAnswerInput"];
            };
        };
        responses: {
            /** @description The submission was recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listAssignmentAnswers: {
        parameters: {
            query?: {
                /** @description Only sets of this subject. The web app always sends it. */
                subject_id?: components["parameters"]["assignment_subject_filter"];
                /** @description Only sets of this class (staff callers; a student always gets their own class). */
                class_id?: components["parameters"]["assignment_class_filter"];
                /** @description Only this student (staff callers; a student always gets only their own). */
                student_id?: components["parameters"]["assignment_student_filter"];
            };
            header?: never;
            path: {
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
                /** @description Kind of questions, `objective` or `theory`. */
                question_type: components["parameters"]["assignment_question_type_path"];
                /** @description Week of the term, 1 to 13. */
                week: components["parameters"]["week_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answers the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listAssignmentSubmissions: {
        parameters: {
            query?: {
                /** @description Only sets of this subject. The web app always sends it. */
                subject_id?: components["parameters"]["assignment_subject_filter"];
                /** @description Only sets of this class (staff callers; a student always gets their own class). */
                class_id?: components["parameters"]["assignment_class_filter"];
                /** @description Only this arm of the class. */
                sub_class?: string;
            };
            header?: never;
            path: {
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
                /** @description Kind of questions, `objective` or `theory`. */
                question_type: components["parameters"]["assignment_question_type_path"];
                /** @description Week of the term, 1 to 13. */
                week: components["parameters"]["week_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teacher's sets of the week with their submissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentSubmissionsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listMarkedAssignments: {
        parameters: {
            query?: {
                /** @description Only sets of this subject. The web app always sends it. */
                subject_id?: components["parameters"]["assignment_subject_filter"];
                /** @description Only sets of this class (staff callers; a student always gets their own class). */
                class_id?: components["parameters"]["assignment_class_filter"];
                /** @description Only this student (staff callers; a student always gets only their own). */
                student_id?: components["parameters"]["assignment_student_filter"];
            };
            header?: never;
            path: {
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
                /** @description Kind of questions, `objective` or `theory`. */
                question_type: components["parameters"]["assignment_question_type_path"];
                /** @description Week of the term, 1 to 13. */
                week: components["parameters"]["week_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The marked answers the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listStudentMarkedAssignments: {
        parameters: {
            query?: {
                /** @description Only sets of this subject. The web app always sends it. */
                subject_id?: components["parameters"]["assignment_subject_filter"];
            };
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
                /** @description Kind of questions, `objective` or `theory`. */
                question_type: components["parameters"]["assignment_question_type_path"];
                /** @description Week of the term, 1 to 13. */
                week: components["parameters"]["week_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's marked answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    publishAssignmentResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignmentResultInput"];
            };
        };
        responses: {
            /** @description The published results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    remarkObjectiveAssignmentAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObjectiveAssignmentMarkInput"];
            };
        };
        responses: {
            /** @description The answers as marked now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    markTheoryAssignmentAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TheoryAssignmentMarkInput"];
            };
        };
        responses: {
            /** @description The answers after marking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateTheoryAssignmentMarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TheoryAssignmentMarkInput"];
            };
        };
        responses: {
            /** @description The answers after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentAnswerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listAssignmentResults: {
        parameters: {
            query?: {
                /** @description Only sets of this subject. The web app always sends it. */
                subject_id?: components["parameters"]["assignment_subject_filter"];
                /** @description Only sets of this class (staff callers; a student always gets their own class). */
                class_id?: components["parameters"]["assignment_class_filter"];
                /** @description Only this student (staff callers; a student always gets only their own). */
                student_id?: components["parameters"]["assignment_student_filter"];
            };
            header?: never;
            path: {
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
                /** @description Kind of questions, `objective` or `theory`. */
                question_type: components["parameters"]["assignment_question_type_path"];
                /** @description Week of the term, 1 to 13. */
                week: components["parameters"]["week_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listStudentAssignmentResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
                /** @description Half of the term. */
                period: components["parameters"]["period_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
                /** @description Kind of questions, `objective` or `theory`. */
                question_type: components["parameters"]["assignment_question_type_path"];
                /** @description Id of the subject. */
                subject_id: components["parameters"]["subject_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's results, one per week. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentResultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getAssignmentPerformance: {
        parameters: {
            query: {
                /** @description Half of the term. */
                period: components["schemas"]["Period"];
                /** @description Term of the session. */
                term: components["schemas"]["Term"];
                /** @description Academic session `YYYY/YYYY`. */
                session: components["schemas"]["Session"];
                /** @description Only this kind of questions. */
                question_type?: components["schemas"]["AssignmentQuestionType"];
                /** @description Only sets of this subject. The web app always sends it. */
                subject_id?: components["parameters"]["assignment_subject_filter"];
                /** @description Only sets of this class (staff callers; a student always gets their own class). */
                class_id?: components["parameters"]["assignment_class_filter"];
                /** @description Only this arm of the class (teachers). */
                sub_class?: string;
                /** @description Only this student (staff callers; a student always gets only their own). */
                student_id?: components["parameters"]["assignment_student_filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One series per subject. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentPerformanceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createLessonNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonNoteInput"];
            };
        };
        responses: {
            /** @description The note was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonNoteItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listLessonNotesToReview: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ObjectId"];
                subject_id?: components["schemas"]["ObjectId"];
                /** @description Only the notes of this teacher. */
                staff_id?: components["schemas"]["ObjectId"];
                week?: components["schemas"]["Week"];
                term?: components["schemas"]["Term"];
                session?: components["schemas"]["Session"];
                status?: components["schemas"]["LessonNoteStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson notes to review, at most 200. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonNoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listLessonNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the class. */
                class_id: components["parameters"]["class_id"];
                /** @description Id of the subject. */
                subject_id: components["parameters"]["subject_id"];
                /** @description Week of the term, 1 to 13. */
                week: components["parameters"]["week_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonNoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteLessonNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateLessonNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonNoteUpdate"];
            };
        };
        responses: {
            /** @description The note after the edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonNoteItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    approveLessonNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LessonNoteApprovalInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    unapproveLessonNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonNoteSendBackInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listLessonNoteHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note's history, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonNoteHistoryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createFlipClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlipClassInput"];
            };
        };
        responses: {
            /** @description The flip class was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlipClassItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listFlipClassesToReview: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ObjectId"];
                subject_id?: components["schemas"]["ObjectId"];
                /** @description Only the notes of this teacher. */
                staff_id?: components["schemas"]["ObjectId"];
                week?: components["schemas"]["Week"];
                term?: components["schemas"]["Term"];
                session?: components["schemas"]["Session"];
                status?: components["schemas"]["LessonNoteStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flip classes to review, at most 200. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlipClassList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listFlipClasses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the class. */
                class_id: components["parameters"]["class_id"];
                /** @description Id of the subject. */
                subject_id: components["parameters"]["subject_id"];
                /** @description Week of the term, 1 to 13. */
                week: components["parameters"]["week_path"];
                /** @description Term of the session. */
                term: components["parameters"]["term_path"];
                /** @description Academic session `YYYY/YYYY` (percent-encode the slash). */
                session: components["parameters"]["session_path"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flip classes the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlipClassList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteFlipClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateFlipClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlipClassUpdate"];
            };
        };
        responses: {
            /** @description The flip class after the edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlipClassItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    approveFlipClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LessonNoteApprovalInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    unapproveFlipClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonNoteSendBackInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUploadInput"];
            };
        };
        responses: {
            /** @description The file was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request body is larger than the server accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    downloadFile: {
        parameters: {
            query?: {
                /** @description `inline` to show the file in the page (document viewer, images), `attachment` to save it. */
                disposition?: "attachment" | "inline";
            };
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes. */
            200: {
                headers: {
                    /** @description `attachment` or `inline`, with `filename` and `filename*` (UTF-8) set to the stored name. */
                    "Content-Disposition"?: string;
                    /** @description Size of the file in bytes. */
                    "Content-Length"?: number;
                    /** @description Always `nosniff`. */
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                status?: components["schemas"]["MessageStatus"];
                channel?: components["schemas"]["MessageChannel"];
                event?: components["schemas"]["MessageEvent"];
                /** @description The bulk send the message belongs to. */
                batch?: string;
                /** @description Part of the recipient's address. */
                recipient?: string;
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages, newest first, and the counts by status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    resendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listMessageChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channels set up for the school. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageChannelSettingsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveMessageChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel to set up. */
                channel: components["schemas"]["ProviderChannel"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageChannelInput"];
            };
        };
        responses: {
            /** @description The channel as now set up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageChannelSettingsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    removeMessageChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel to set up. */
                channel: components["schemas"]["ProviderChannel"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listPaymentProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers set up (none set up, an empty list). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderSettingsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    savePaymentProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider to set up. */
                provider: components["schemas"]["OnlinePaymentProvider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentProviderInput"];
            };
        };
        responses: {
            /** @description The provider as now set up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderSettingsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listOnlinePayments: {
        parameters: {
            query?: {
                status?: components["schemas"]["OnlinePaymentStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transactions (at most 500). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    startOnlinePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnlinePaymentInput"];
            };
        };
        responses: {
            /** @description The transaction, and the checkout address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentStartedItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
            502: components["responses"]["BadGateway"];
        };
    };
    getOnlinePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An online transaction's reference, the school's id, a dash and 24 random characters. */
                reference: components["parameters"]["payment_reference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            440: components["responses"]["SessionExpired"];
        };
    };
    verifyOnlinePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An online transaction's reference, the school's id, a dash and 24 random characters. */
                reference: components["parameters"]["payment_reference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction after the provider's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            440: components["responses"]["SessionExpired"];
            502: components["responses"]["BadGateway"];
        };
    };
    receivePaystackEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description HMAC-SHA512 (hex) of the raw body with the school's Paystack secret key. */
                "X-Paystack-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderPaymentEvent"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["BadSignature"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    receiveFlutterwaveEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The school's Flutterwave secret hash. */
                "verif-hash"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderPaymentEvent"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["BadSignature"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    reportTermiiDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description HMAC-SHA512 (hex) of the raw body with the school's Termii secret key. */
                "X-Termii-Signature"?: string;
            };
            path: {
                /** @description The key of the school's delivery-report address (its `webhook_url`), the school's id, a dash and 32 random characters. */
                school_key: components["parameters"]["school_key"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermiiDeliveryReport"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["BadSignature"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyWhatsappWebhook: {
        parameters: {
            query: {
                "hub.mode": "subscribe";
                "hub.verify_token": string;
                "hub.challenge": string;
            };
            header?: never;
            path: {
                /** @description The key of the school's delivery-report address (its `webhook_url`), the school's id, a dash and 32 random characters. */
                school_key: components["parameters"]["school_key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, as Meta sent it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The verify token is not the school's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportWhatsappDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description `sha256=` and the HMAC-SHA256 (hex) of the raw body with the Meta app's secret. */
                "X-Hub-Signature-256"?: string;
            };
            path: {
                /** @description The key of the school's delivery-report address (its `webhook_url`), the school's id, a dash and 32 random characters. */
                school_key: components["parameters"]["school_key"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatsappDeliveryReport"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["BadSignature"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMessagePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person's channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePreferencesItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateMessagePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagePreferencesInput"];
            };
        };
        responses: {
            /** @description The person's channels after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePreferencesItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getAttendanceRegister: {
        parameters: {
            query: {
                /** @description The class whose register it is (a preschool's register takes `preschool_id` instead). */
                class_id?: components["parameters"]["attendance_class_id_query"];
                /** @description The arm of the class, e.g. `A`; left out for a class without arms. */
                sub_class?: components["parameters"]["attendance_sub_class_query"];
                /** @description The preschool class whose register it is, instead of `class_id`. */
                preschool_id?: components["parameters"]["attendance_preschool_id_query"];
                /** @description The school day. */
                date: components["parameters"]["attendance_date_query"];
                /** @description The morning or afternoon register (default `morning`). */
                day_session?: components["parameters"]["attendance_day_session_query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The register. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceRegisterItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    takeAttendanceRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceRegisterInput"];
            };
        };
        responses: {
            /** @description The register as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceRegisterItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getAttendanceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceSettingsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    saveAttendanceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceSettingsInput"];
            };
        };
        responses: {
            /** @description The settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceSettingsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listSchoolHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holidays. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolHolidayList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createSchoolHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolHolidayInput"];
            };
        };
        responses: {
            /** @description The holiday was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolHolidayItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    deleteSchoolHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getAttendanceReport: {
        parameters: {
            query: {
                /** @description The term. */
                term: components["parameters"]["attendance_term_query"];
                /** @description The academic session of the term. */
                session: components["parameters"]["attendance_session_query"];
                /** @description One class (with `sub_class`, one arm); left out, the whole school. */
                class_id?: components["schemas"]["ObjectId"];
                /** @description The arm of the class, e.g. `A`; left out for a class without arms. */
                sub_class?: components["parameters"]["attendance_sub_class_query"];
                /** @description One preschool class, instead of `class_id`. */
                preschool_id?: components["schemas"]["ObjectId"];
                /** @description Only registers from this day. */
                from?: components["schemas"]["CalendarDate"];
                /** @description Only registers up to this day. */
                to?: components["schemas"]["CalendarDate"];
                /** @description How `periods` are grouped (default `week`). */
                group_by?: "day" | "week" | "term";
                /** @description A student below this percentage present is in `chronic` (default 90). */
                threshold?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceReportItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getStudentAttendance: {
        parameters: {
            query: {
                /** @description The term. */
                term: components["parameters"]["attendance_term_query"];
                /** @description The academic session of the term. */
                session: components["parameters"]["attendance_session_query"];
            };
            header?: never;
            path: {
                /** @description Id of the student. */
                student_id: components["parameters"]["student_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's attendance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentAttendanceItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listGuardians: {
        parameters: {
            query?: {
                /** @description Free-text search on names and numbers. */
                search?: components["parameters"]["search"];
                /** @description Only this student's guardians. */
                student_id?: components["schemas"]["ObjectId"];
                /** @description Page number, from 1 (at most 100000; a larger number answers 422). */
                page?: components["parameters"]["page"];
                /** @description Records per page. */
                per_page?: components["parameters"]["per_page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of guardians. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardianList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    createGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuardianInput"];
            };
        };
        responses: {
            /** @description The guardian, new or matched. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardianSaved"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guardian. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardianItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    updateGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuardianUpdate"];
            };
        };
        responses: {
            /** @description The guardian as now saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardianItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    linkGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
                /** @description The student. */
                student_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuardianLinkInput"];
            };
        };
        responses: {
            /** @description The guardian with the link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardianItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    unlinkGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
                /** @description The student. */
                student_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guardian without the link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardianItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    inviteGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the record. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    listFamilyChildren: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyChildList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
    getFamilyStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The family statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyStatementItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            440: components["responses"]["SessionExpired"];
        };
    };
}
