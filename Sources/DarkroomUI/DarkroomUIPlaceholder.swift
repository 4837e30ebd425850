enum DarkroomUIPlaceholder {}
